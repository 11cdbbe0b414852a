import type { AdminClass } from '@swim/shared/api/admin-club';
import { SKILL_LEVELS } from '@swim/shared/enums';
import { pickText } from '@swim/shared/localized-text';
import { DEFAULT_CURRENCY, formatMoney } from '@swim/shared/money';
import { CalendarDays, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useEditDialog } from '../../../hooks/use-edit-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useClassFitText } from '../../../hooks/use-class-fit-text';
import { useLanguage } from '../../../hooks/use-language';
import { formatWeeklySessions } from '../../../lib/format-schedule';
import { oneOf } from '../../../lib/one-of';
import { useAdminClasses } from '../api/get-admin-classes';
import { useAdminLocations } from '../api/get-admin-locations';
import { useUsers } from '../api/get-users';
import { useListParams } from '../../../hooks/use-list-params';
import { ClassActions } from './class-actions';
import { ClassFormDialog } from './class-form-dialog';
import { ListFrame } from '../../../components/list-frame';
import { ListToolbar } from '../../../components/list-toolbar';

export const CLASSES_PAGE_SIZE = 20;
const STATUSES = ['all', 'active', 'inactive'] as const;

function ClassRow({ cls, onEdit }: { cls: AdminClass; onEdit: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const ages = useClassFitText().ages(cls) ?? t('classFit.allAges');
  return (
    <li className="grid gap-3 px-4 py-4 sm:px-5 md:grid-cols-[minmax(0,2fr)_minmax(0,1.5fr)_auto] md:items-center md:gap-6">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
          <span className="break-words">{pickText(cls.title, language)}</span>
          <Badge tone="lagoon">{t(`levels.${cls.level}`)}</Badge>
          {cls.active ? null : <Badge tone="sand">{t('admin.common.inactive')}</Badge>}
        </p>
        <p className="text-sm text-ink-muted">
          {pickText(cls.location.name, language)} ·{' '}
          {cls.instructor ? pickText(cls.instructor.name, language) : t('admin.classes.noInstructor')}
          {cls.lane ? ` · ${t('admin.classes.laneValue', { lane: cls.lane })}` : ''}
        </p>
        <p className="text-sm text-ink-muted">
          {formatWeeklySessions(cls.sessions, language)} · {t('admin.classes.minutes', { count: cls.durationMinutes })}
        </p>
        <p className="text-sm text-ink-muted">{ages}</p>
      </div>
      <div className="text-sm text-ink-muted">
        <p className="font-medium text-ink">
          {t('admin.classes.enrolledOf', { enrolled: cls.enrolled, capacity: cls.maxCapacity })}
        </p>
        <p>
          {t('admin.classes.perClass', { price: formatMoney(cls.pricePerClass, cls.currency, language) })}
          {cls.monthlyPrice !== null
            ? ` · ${t('admin.classes.perMonth', { price: formatMoney(cls.monthlyPrice, cls.currency, language) })}`
            : ''}
        </p>
      </div>
      <ClassActions cls={cls} onEdit={onEdit} />
    </li>
  );
}

/** Classes: search, filter by location, instructor, level and status; create, edit with sessions, deactivate. */
export function ClassesTab() {
  const { t } = useTranslation();
  const language = useLanguage();
  const list = useListParams();
  const dialog = useEditDialog<AdminClass>();
  const locations = useAdminLocations({ status: 'all', sort: 'name', page: 1, pageSize: 100 });
  const instructors = useUsers({ role: 'instructor', page: 1, pageSize: 100 });
  const query = {
    search: list.get('q'),
    locationId: list.get('location'),
    instructorId: list.get('instructor'),
    level: oneOf(SKILL_LEVELS, list.get('level')),
    status: oneOf(STATUSES, list.get('status')) ?? 'all',
    page: list.page,
    pageSize: CLASSES_PAGE_SIZE,
  };
  const classes = useAdminClasses(query);

  return (
    <div className="flex flex-col gap-6">
      <ListToolbar
        searchLabel={t('admin.common.search')}
        searchPlaceholder={t('admin.classes.searchPlaceholder')}
        search={list.search}
        onSearch={list.setSearch}
        filters={[
          {
            key: 'location',
            label: t('admin.classes.location'),
            value: query.locationId ?? '',
            options: [
              { value: '', label: t('admin.classes.allLocations') },
              ...(locations.data?.items ?? []).map((l) => ({ value: l.id, label: pickText(l.name, language) })),
            ],
          },
          {
            key: 'instructor',
            label: t('admin.classes.instructor'),
            value: query.instructorId ?? '',
            options: [
              { value: '', label: t('admin.classes.allInstructors') },
              ...(instructors.data?.items ?? []).map((u) => ({ value: u.id, label: pickText(u.name, language) })),
            ],
          },
          {
            key: 'level',
            label: t('admin.classes.level'),
            value: query.level ?? '',
            options: [
              { value: '', label: t('admin.classes.allLevels') },
              ...SKILL_LEVELS.map((level) => ({ value: level, label: t(`levels.${level}`) })),
            ],
          },
          {
            key: 'status',
            label: t('admin.common.status'),
            value: query.status,
            options: STATUSES.map((status) => ({ value: status, label: t(`admin.common.statuses.${status}`) })),
          },
        ]}
        onFilter={(key, value) => list.update({ [key]: value || undefined })}
        action={
          <Button onClick={() => dialog.openFor()}>
            <Plus aria-hidden="true" />
            {t('admin.classes.new')}
          </Button>
        }
      />
      <ListFrame
        query={classes}
        label={t('admin.tabs.classes')}
        totalText={(count) => t('admin.classes.total', { count })}
        empty={{ icon: CalendarDays, title: t('admin.classes.empty'), hint: t('admin.common.emptyHint') }}
        hrefFor={list.hrefFor}
        renderItem={(cls) => <ClassRow key={cls.id} cls={cls} onEdit={() => dialog.openFor(cls)} />}
      />
      <ClassFormDialog
        open={dialog.open}
        onOpenChange={dialog.setOpen}
        cls={dialog.editing}
        currency={classes.data?.currency ?? DEFAULT_CURRENCY}
      />
    </div>
  );
}
