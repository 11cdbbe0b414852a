import type { AthleteApplication } from '@swim/shared/api/admin-users';
import { Check, Hourglass, LoaderCircle, Medal, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../hooks/use-language';
import { getErrorMessageKey } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format-date';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import type { AthleteApprovalStatus } from '../api/query-keys';
import { useDecideAthlete } from '../api/decide-athlete';
import { useAthleteApplications } from '../api/get-athlete-applications';

function ApplicationRow({ application }: { application: AthleteApplication }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const decide = useDecideAthlete();
  const approve = !application.approved;

  async function submit() {
    try {
      await decide.mutateAsync({ userId: application.userId, approved: approve });
      showSuccessToast(
        approve
          ? t('admin.athletes.approvedToast', { name: application.name })
          : t('admin.athletes.withdrawnToast', { name: application.name }),
      );
    } catch (error) {
      showDestructiveToast(t('admin.athletes.decisionFailed'), t(getErrorMessageKey(error)));
    }
  }

  const details = [
    application.birthDate ? t('admin.athletes.born', { date: formatDate(application.birthDate, language) }) : null,
    application.discipline,
    application.approved && application.approvedAt
      ? t('admin.athletes.approvedOn', { date: formatDate(application.approvedAt, language) })
      : t('admin.athletes.registeredOn', { date: formatDate(application.registeredAt, language) }),
  ].filter(Boolean);

  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-5">
      <div className="min-w-0">
        <p className="font-semibold text-ink">{application.name}</p>
        <p className="text-sm break-all text-ink-muted">{application.email}</p>
        <p className="text-sm text-ink-muted">{details.join(' · ')}</p>
      </div>
      <Button
        size="sm"
        variant={approve ? 'primary' : 'outline'}
        onClick={() => void submit()}
        disabled={decide.isPending}
        aria-label={
          approve
            ? t('admin.athletes.approveNamed', { name: application.name })
            : t('admin.athletes.withdrawNamed', { name: application.name })
        }
      >
        {decide.isPending ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : approve ? (
          <Check aria-hidden="true" />
        ) : (
          <Undo2 aria-hidden="true" />
        )}
        {approve ? t('admin.athletes.approve') : t('admin.athletes.withdraw')}
      </Button>
    </li>
  );
}

type ApplicationListProps = { status: Exclude<AthleteApprovalStatus, 'all'>; title: string; empty: string };

function ApplicationList({ status, title, empty }: ApplicationListProps) {
  const applications = useAthleteApplications(status);
  const headingId = `admin-athletes-${status}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="flex items-center gap-2 text-lg font-bold text-ocean-950">
        {status === 'pending' ? (
          <Hourglass aria-hidden="true" className="size-5 text-amber-700" />
        ) : (
          <Medal aria-hidden="true" className="size-5 text-lagoon-700" />
        )}
        {title}
        {applications.data ? <span className="text-ink-muted">({applications.data.length})</span> : null}
      </h3>
      {applications.isPending ? (
        <LoadingRegion>
          <Skeleton className="h-20 rounded-2xl" />
        </LoadingRegion>
      ) : applications.isError ? (
        <ErrorState error={applications.error} onRetry={() => void applications.refetch()} />
      ) : applications.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-sand-300 bg-white/60 px-5 py-6 text-center text-ink-muted">
          {empty}
        </p>
      ) : (
        <ul className="divide-y divide-sand-200 overflow-hidden rounded-(--radius-card) border border-sand-200 bg-white shadow-card">
          {applications.data.map((application) => (
            <ApplicationRow key={application.userId} application={application} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Athlete registrations awaiting approval (approve) and approved athletes (withdraw approval). */
export function AthleteApprovalsTab() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-10">
      <p className="max-w-3xl text-ink-muted">{t('admin.athletes.lead')}</p>
      <ApplicationList
        status="pending"
        title={t('admin.athletes.pendingTitle')}
        empty={t('admin.athletes.pendingEmpty')}
      />
      <ApplicationList
        status="approved"
        title={t('admin.athletes.approvedTitle')}
        empty={t('admin.athletes.approvedEmpty')}
      />
    </div>
  );
}
