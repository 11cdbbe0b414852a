import type { AdminEnrollment } from '@swim/shared/api/admin-club';
import { pickText } from '@swim/shared/localized-text';
import { ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../hooks/use-language';
import { getErrorMessageKey } from '../../../lib/error-message';
import { oneOf } from '../../../lib/one-of';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useAdminClasses } from '../api/get-admin-classes';
import { useAdminEnrollments } from '../api/get-admin-enrollments';
import { useSetEnrollmentStatus } from '../api/set-enrollment-status';
import { useListParams } from '../../../hooks/use-list-params';
import { ListFrame } from '../../../components/list-frame';
import { ListToolbar } from '../../../components/list-toolbar';

export const ENROLLMENTS_PAGE_SIZE = 20;
const STATUSES = ['all', 'active', 'inactive'] as const;
const PLAN_FILTERS = ['all', 'unfit'] as const;

function EnrollmentRow({ enrollment }: { enrollment: AdminEnrollment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const status = useSetEnrollmentStatus();
  const name = enrollment.child.fullName;

  async function toggle() {
    const active = !enrollment.active;
    try {
      await status.mutateAsync({ id: enrollment.id, active });
      showSuccessToast(t(active ? 'admin.enrollments.activated' : 'admin.enrollments.deactivated', { name }));
    } catch (error) {
      showDestructiveToast(t('admin.enrollments.statusFailed'), t(getErrorMessageKey(error)));
    }
  }

  // Unlimited and kindergarten plans count no sessions: their plan name says it all.
  const remaining =
    enrollment.sessionsRemaining === null ? null : t('plans.sessionsLeft', { count: enrollment.sessionsRemaining });
  return (
    <li className="grid gap-3 px-4 py-4 sm:px-5 md:grid-cols-[minmax(0,1.5fr)_minmax(0,1.5fr)_auto] md:items-center md:gap-6">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
          <span className="break-words">{name}</span>
          <Badge tone={enrollment.active ? 'success' : 'sand'}>
            {t(enrollment.active ? 'admin.enrollments.active' : 'admin.common.inactive')}
          </Badge>
        </p>
        <p className="text-sm break-words text-ink-muted">
          {t('admin.enrollments.parent', { name: enrollment.parent.name })} · {enrollment.parent.email}
        </p>
      </div>
      <div className="min-w-0 text-sm text-ink-muted">
        <p className="font-medium break-words text-ink">
          {pickText(enrollment.class.title, language)} · {pickText(enrollment.class.location, language)}
        </p>
        <p>
          {t(`plans.names.${enrollment.planType}`)}
          {remaining ? ` · ${remaining}` : ''}
        </p>
        {enrollment.planFitsClass ? null : (
          <Badge tone="danger" className="mt-1">
            {t('admin.enrollments.planUnfit')}
          </Badge>
        )}
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={status.isPending}
        onClick={() => void toggle()}
        aria-label={t(enrollment.active ? 'admin.enrollments.deactivateNamed' : 'admin.enrollments.activateNamed', {
          name,
          title: pickText(enrollment.class.title, language),
        })}
      >
        {t(enrollment.active ? 'admin.common.deactivate' : 'admin.common.activate')}
      </Button>
    </li>
  );
}

/** Enrollments: search by child or parent, filter by class and status, activate or deactivate. */
export function EnrollmentsTab() {
  const { t } = useTranslation();
  const language = useLanguage();
  const list = useListParams();
  const classes = useAdminClasses({ sort: 'title', page: 1, pageSize: 100 });
  const query = {
    search: list.get('q'),
    classId: list.get('class'),
    status: oneOf(STATUSES, list.get('status')) ?? 'all',
    plan: oneOf(PLAN_FILTERS, list.get('plan')) ?? 'all',
    page: list.page,
    pageSize: ENROLLMENTS_PAGE_SIZE,
  };
  const enrollments = useAdminEnrollments(query);

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
            key: 'status',
            label: t('admin.common.status'),
            value: query.status,
            options: STATUSES.map((status) => ({ value: status, label: t(`admin.common.statuses.${status}`) })),
          },
          {
            key: 'plan',
            label: t('admin.enrollments.plan'),
            value: query.plan,
            options: [
              { value: 'all', label: t('admin.enrollments.allPlans') },
              { value: 'unfit', label: t('admin.enrollments.unfitPlans') },
            ],
          },
        ]}
        onFilter={(key, value) => list.update({ [key]: value || undefined })}
      />
      <ListFrame
        query={enrollments}
        label={t('admin.tabs.enrollments')}
        totalText={(count) => t('admin.enrollments.total', { count })}
        empty={{ icon: ClipboardList, title: t('admin.enrollments.empty'), hint: t('admin.common.emptyHint') }}
        hrefFor={list.hrefFor}
        renderItem={(enrollment) => <EnrollmentRow key={enrollment.id} enrollment={enrollment} />}
      />
    </div>
  );
}
