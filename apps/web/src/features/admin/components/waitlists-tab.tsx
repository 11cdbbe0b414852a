// The admin's waiting lists (issue 28 item 2): the classes families wait for, most waiting first, and the chosen
// class's list (?class= in the address, so a link from the audit log opens it), to reorder, remove or offer a place.
import { pickText } from '@swim/shared/localized-text';
import { ListOrdered } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../hooks/use-language';
import { cn } from '../../../lib/utils';
import { useWaitlistAnalytics } from '../api/get-waitlist-analytics';
import { ClassWaitlist } from './class-waitlist';

export function WaitlistsTab() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  // The families waiting now, per class (the offers' figures, for the server's default year, are not shown here).
  const figures = useWaitlistAnalytics(null);
  const classes = figures.data?.classes ?? [];
  const chosen = searchParams.get('class') ?? classes[0]?.classId ?? null;

  function choose(classId: string) {
    setSearchParams(
      (params) => {
        params.set('class', classId);
        return params;
      },
      { replace: true },
    );
  }

  if (figures.isPending) {
    return (
      <LoadingRegion className="grid gap-4 lg:grid-cols-[18rem_1fr]">
        <Skeleton className="h-48 rounded-(--radius-card)" />
        <Skeleton className="h-72 rounded-(--radius-card)" />
      </LoadingRegion>
    );
  }
  if (figures.isError) return <ErrorState error={figures.error} onRetry={() => void figures.refetch()} />;
  if (classes.length === 0 && !chosen) {
    return (
      <EmptyState icon={ListOrdered} title={t('waitlist.admin.empty')} description={t('waitlist.admin.emptyHint')} />
    );
  }
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <nav aria-labelledby="waitlist-classes-title" className="flex flex-col gap-3">
        <h3 id="waitlist-classes-title" className="text-lg font-bold text-ocean-950">
          {t('waitlist.admin.classesTitle')}
        </h3>
        {classes.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('waitlist.admin.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {classes.map((cls) => {
              const current = cls.classId === chosen;
              return (
                <li key={cls.classId}>
                  <button
                    type="button"
                    aria-current={current ? 'true' : undefined}
                    onClick={() => choose(cls.classId)}
                    className={cn(
                      'flex w-full cursor-pointer flex-col items-start gap-0.5 rounded-2xl border px-4 py-3 text-left transition-colors',
                      current
                        ? 'border-ocean-700 bg-ocean-50 ring-1 ring-ocean-700'
                        : 'border-sand-200 bg-white hover:border-ocean-300',
                    )}
                  >
                    <span className="font-semibold break-words text-ink">{pickText(cls.classTitle, language)}</span>
                    <span className="text-sm text-ink-muted">
                      {t('waitlist.admin.waitingCount', { count: cls.waiting })}
                      {cls.held > 0 ? ` · ${t('waitlist.admin.heldCount', { count: cls.held })}` : ''}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </nav>
      {chosen ? <ClassWaitlist key={chosen} classId={chosen} /> : null}
    </div>
  );
}
