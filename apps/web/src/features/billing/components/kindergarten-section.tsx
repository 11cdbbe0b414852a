import type { KindergartenBilling } from '@swim/shared/api/payments';
import type { Location } from '@swim/shared/api/public';
import { pickText } from '@swim/shared/localized-text';
import { getRecentMonths } from '@swim/shared/recent-months';
import { FileSpreadsheet, School } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../hooks/use-language';
import { useLocations } from '../../../hooks/use-locations';
import { getErrorMessageKey } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format-date';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useKindergartenBilling } from '../api/get-kindergarten-billing';
import { useIssueKindergartenBills } from '../api/issue-kindergarten-bills';
import { useUpdateParams } from '../hooks/use-update-params';
import { getPreviousMonth } from '../lib/months';
import { BillingDialog } from './billing-dialog';
import { KindergartenLines } from './kindergarten-lines';
import { ClubTotalAmount } from './money-totals';

/** The current month and twelve before it: bills are usually made for the month that just ended. */
const MONTHS_SHOWN = 13;

type IssueProps = { billing: KindergartenBilling; monthLabel: string; location: Location };

function IssueBillsDialog({ billing, monthLabel, location }: IssueProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const issue = useIssueKindergartenBills();
  const [open, setOpen] = useState(false);
  const toIssue = billing.lines.filter((line) => !line.billId).length;

  async function submit() {
    try {
      const result = await issue.mutateAsync({ month: billing.month, locationId: billing.locationId });
      showSuccessToast(t('billing.kindergarten.issuedTitle'), t('billing.kindergarten.issuedResult', result));
      setOpen(false);
    } catch (error) {
      showDestructiveToast(t('billing.kindergarten.failed'), t(getErrorMessageKey(error)));
    }
  }

  return (
    <BillingDialog
      open={open}
      onOpenChange={setOpen}
      alert
      trigger={
        <Button size="lg" disabled={toIssue === 0} className="w-full sm:w-auto">
          <FileSpreadsheet aria-hidden="true" />
          {t('billing.kindergarten.issue')}
        </Button>
      }
      title={t('billing.kindergarten.issueTitle', { month: monthLabel })}
      description={t('billing.kindergarten.issueDescription', {
        count: toIssue,
        location: pickText(location.name, language),
      })}
      submitLabel={t('billing.kindergarten.issueConfirm', { count: toIssue })}
      submitIcon={<FileSpreadsheet aria-hidden="true" />}
      busy={issue.isPending}
      onSubmit={() => void submit()}
    />
  );
}

function Review({ billing, monthLabel, location }: IssueProps) {
  const { t } = useTranslation();
  if (billing.lines.length === 0) {
    return (
      <EmptyState
        icon={School}
        title={t('billing.kindergarten.empty')}
        description={t('billing.kindergarten.emptyHint')}
      />
    );
  }
  const allIssued = billing.lines.every((line) => line.billId);
  return (
    <div className="flex flex-col gap-4">
      <KindergartenLines lines={billing.lines} caption={t('billing.kindergarten.caption', { month: monthLabel })} />
      <div className="flex flex-col gap-4 rounded-(--radius-card) border border-sand-200 bg-white p-4 shadow-card sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <dl className="flex flex-col gap-1">
          <dt className="text-sm font-semibold text-ink-muted">{t('billing.kindergarten.total')}</dt>
          <dd className="text-2xl font-bold text-ocean-950">
            <ClubTotalAmount total={billing.total} />
          </dd>
        </dl>
        <div className="flex flex-col gap-2 sm:items-end">
          <IssueBillsDialog billing={billing} monthLabel={monthLabel} location={location} />
          {allIssued ? <p className="text-sm text-ink-muted">{t('billing.kindergarten.allIssued')}</p> : null}
        </div>
      </div>
    </div>
  );
}

/** The spec's kindergarten billing: a month's bills per kindergarten from the classes attended, reviewed, then issued. */
export function KindergartenSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [searchParams] = useSearchParams();
  const updateParams = useUpdateParams();
  const locations = useLocations();
  const months = useMemo(() => getRecentMonths(MONTHS_SHOWN), []);
  const requestedMonth = searchParams.get('month') ?? '';
  const month = months.includes(requestedMonth) ? requestedMonth : getPreviousMonth(new Date());
  const kindergartens = (locations.data ?? []).filter((location) => location.type === 'kindergarten');
  const location = kindergartens.find((candidate) => candidate.id === searchParams.get('location')) ?? kindergartens[0];
  const billing = useKindergartenBilling({ month, locationId: location?.id });
  const monthLabel = formatDate(month, language, 'LLLL yyyy');

  if (locations.isPending) {
    return (
      <LoadingRegion>
        <Skeleton className="h-40 rounded-(--radius-card)" />
      </LoadingRegion>
    );
  }
  if (locations.isError) return <ErrorState error={locations.error} onRetry={() => void locations.refetch()} />;
  if (!location) {
    return <EmptyState icon={School} title={t('billing.kindergarten.noLocations')} />;
  }

  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-3xl text-ink-muted">{t('billing.kindergarten.lead')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('billing.kindergarten.month')}>
          <NativeSelect value={month} onChange={(event) => updateParams({ month: event.target.value })}>
            {months.map((value) => (
              <option key={value} value={value}>
                {formatDate(value, language, 'LLLL yyyy')}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t('billing.kindergarten.location')}>
          <NativeSelect value={location.id} onChange={(event) => updateParams({ location: event.target.value })}>
            {kindergartens.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {pickText(candidate.name, language)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      {billing.isPending ? (
        <LoadingRegion className="flex flex-col gap-3">
          <Skeleton className="h-48 rounded-(--radius-card)" />
          <Skeleton className="h-20 rounded-(--radius-card)" />
        </LoadingRegion>
      ) : billing.isError ? (
        <ErrorState
          error={billing.error}
          title={t('billing.kindergarten.failed')}
          onRetry={() => void billing.refetch()}
        />
      ) : (
        <Review billing={billing.data} monthLabel={monthLabel} location={location} />
      )}
    </div>
  );
}
