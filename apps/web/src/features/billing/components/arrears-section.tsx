import type { ArrearsList } from '@swim/shared/api/arrears';
import { CircleCheckBig, FileSpreadsheet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../hooks/use-language';
import { arrearsCsvUrl, useArrears } from '../api/get-arrears';
import { ArrearsFamilyCard } from './arrears-family-card';
import { ClubTotalAmount } from './money-totals';

/** The club-wide figure, the rule that makes a month overdue, and the export. */
function ArrearsSummary({ list }: { list: ArrearsList }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="flex flex-col gap-4 rounded-(--radius-card) border border-sand-200 bg-white px-4 py-4 shadow-card sm:flex-row sm:items-end sm:justify-between sm:px-5">
      <div className="flex min-w-0 flex-col gap-1">
        <dl className="flex flex-col gap-1">
          <dt className="text-sm font-semibold text-ink-muted">{t('arrears.totalLabel')}</dt>
          <dd className="text-2xl font-bold text-ocean-950">
            <ClubTotalAmount total={list.total} />
          </dd>
        </dl>
        <p className="text-sm text-ink-muted">{t('arrears.families', { count: list.families.length })}</p>
        <p className="text-sm text-ink-muted">
          {list.graceDays > 0 ? t('arrears.graceRule', { count: list.graceDays }) : t('arrears.graceRuleNone')}
        </p>
      </div>
      <Button asChild variant="outline" size="sm" className="h-11 self-start sm:self-end">
        <a href={arrearsCsvUrl(language)} download>
          <FileSpreadsheet aria-hidden="true" />
          {t('arrears.export')}
        </a>
      </Button>
    </div>
  );
}

/** Every family with an overdue balance, the longest overdue first, with what the admin can do for each. */
export function ArrearsSection() {
  const { t } = useTranslation();
  const arrears = useArrears();

  return (
    <section aria-label={t('arrears.title')} className="flex flex-col gap-6">
      {arrears.isPending ? (
        <LoadingRegion className="flex flex-col gap-3">
          <Skeleton className="h-28 rounded-(--radius-card)" />
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-56 rounded-(--radius-card)" />
          ))}
        </LoadingRegion>
      ) : arrears.isError ? (
        <ErrorState error={arrears.error} onRetry={() => void arrears.refetch()} />
      ) : arrears.data.families.length === 0 ? (
        <EmptyState icon={CircleCheckBig} title={t('arrears.empty')} description={t('arrears.emptyHint')} />
      ) : (
        <>
          <ArrearsSummary list={arrears.data} />
          <ul aria-label={t('arrears.listLabel')} className="flex flex-col gap-4">
            {arrears.data.families.map((family) => (
              <ArrearsFamilyCard key={family.parentId} family={family} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
