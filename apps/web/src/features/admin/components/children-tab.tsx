import { ageOn } from '@swim/shared/class-fit';
import { type AdminChildRow, CHILD_STATUS_FILTERS } from '@swim/shared/api/admin-people';
import { SKILL_LEVELS } from '@swim/shared/enums';
import { pickText } from '@swim/shared/localized-text';
import { Baby, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LevelBadge } from '../../../components/level-badge';
import { ListFrame } from '../../../components/list-frame';
import { ListToolbar } from '../../../components/list-toolbar';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../hooks/use-language';
import { useListParams } from '../../../hooks/use-list-params';
import { useAdminChildren } from '../api/get-admin-children';
import { useAdminClasses } from '../api/get-admin-classes';
import { AdminChildView } from './admin-child-view';
import type { ChildRecordSlot } from './child-record-slot';
import { useClubToday } from '../../../hooks/use-club-today';
import { oneOf } from '../../../lib/one-of';

export const CHILDREN_PAGE_SIZE = 20;
const SORTS = ['name', 'birthDate', 'createdAt'] as const;

function ChildRow({ child, href }: { child: AdminChildRow; href: string }) {
  const { t } = useTranslation();
  const today = useClubToday();
  return (
    <li className="grid gap-3 px-4 py-4 sm:px-5 md:grid-cols-[minmax(0,1.5fr)_minmax(0,1.5fr)_auto] md:items-center md:gap-6">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
          <span className="break-words">{child.fullName}</span>
          <LevelBadge level={child.skillLevel} />
        </p>
        <p className="text-sm text-ink-muted">
          {t('child.age', { count: ageOn(child.birthDate, today) })} ·{' '}
          {t('peopleAdmin.children.activeCount', { count: child.activeEnrollments })}
        </p>
      </div>
      <p className="min-w-0 text-sm break-words text-ink-muted">
        {t('admin.enrollments.parent', { name: child.parent.name })} · {child.parent.email}
      </p>
      <Button asChild variant="outline" size="sm">
        <Link to={href} aria-label={t('peopleAdmin.children.openNamed', { name: child.fullName })}>
          {t('peopleAdmin.children.open')}
          <ChevronRight aria-hidden="true" />
        </Link>
      </Button>
    </li>
  );
}

function ChildrenList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const list = useListParams();
  const [searchParams] = useSearchParams();
  const classes = useAdminClasses({ sort: 'title', page: 1, pageSize: 100 });
  const query = {
    search: list.get('q'),
    classId: list.get('class'),
    level: oneOf(SKILL_LEVELS, list.get('level')),
    status: oneOf(CHILD_STATUS_FILTERS, list.get('status')) ?? 'all',
    sort: oneOf(SORTS, list.get('sort')) ?? 'name',
    page: list.page,
    pageSize: CHILDREN_PAGE_SIZE,
  };
  const children = useAdminChildren(query);
  const hrefFor = (childId: string) => {
    const params = new URLSearchParams(searchParams);
    params.set('child', childId);
    return `?${params.toString()}`;
  };
  return (
    <div className="flex flex-col gap-6">
      <ListToolbar
        searchLabel={t('admin.common.search')}
        searchPlaceholder={t('admin.enrollments.searchPlaceholder')}
        search={list.search}
        onSearch={list.setSearch}
        filters={[
          {
            key: 'class',
            label: t('admin.enrollments.class'),
            value: query.classId ?? '',
            options: [
              { value: '', label: t('admin.enrollments.allClasses') },
              ...(classes.data?.items ?? []).map((c) => ({
                value: c.id,
                label: `${pickText(c.title, language)} · ${pickText(c.location.name, language)}`,
              })),
            ],
          },
          {
            key: 'level',
            label: t('child.fields.skillLevel'),
            value: query.level ?? '',
            options: [
              { value: '', label: t('peopleAdmin.children.allLevels') },
              ...SKILL_LEVELS.map((level) => ({ value: level, label: t(`levels.${level}`) })),
            ],
          },
          {
            key: 'status',
            label: t('admin.common.status'),
            value: query.status,
            options: CHILD_STATUS_FILTERS.map((status) => ({
              value: status,
              label: t(`peopleAdmin.children.statuses.${status}`),
            })),
          },
          {
            key: 'sort',
            label: t('admin.common.sortBy'),
            value: query.sort,
            options: SORTS.map((sort) => ({ value: sort, label: t(`peopleAdmin.children.sorts.${sort}`) })),
          },
        ]}
        onFilter={(key, value) => list.update({ [key]: value || undefined })}
      />
      <ListFrame
        query={children}
        label={t('admin.tabs.children')}
        totalText={(count) => t('peopleAdmin.children.total', { count })}
        empty={{ icon: Baby, title: t('peopleAdmin.children.empty'), hint: t('admin.common.emptyHint') }}
        hrefFor={list.hrefFor}
        renderItem={(child) => <ChildRow key={child.id} child={child} href={hrefFor(child.id)} />}
      />
    </div>
  );
}

/** Children: search by child or parent, filter by class, level and status; open one to see its record. */
export function ChildrenTab({ ChildRecord }: { ChildRecord: ChildRecordSlot }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const childId = searchParams.get('child');
  if (!childId) return <ChildrenList />;
  const back = () =>
    setSearchParams((params) => {
      params.delete('child');
      return params;
    });
  return <AdminChildView key={childId} childId={childId} onBack={back} ChildRecord={ChildRecord} />;
}
