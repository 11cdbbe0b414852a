import type { AdminWaitlistEntry } from '@swim/shared/api/waitlist';
import { pickText } from '@swim/shared/localized-text';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { Skeleton } from '../../../components/ui/skeleton';
import { useErrorText } from '../../../hooks/use-error-text';
import { useLanguage } from '../../../hooks/use-language';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useClassWaitlist } from '../api/get-class-waitlist';
import { useReorderWaitlist } from '../api/reorder-waitlist';
import { WaitlistEntryRow } from './waitlist-entry-row';

/** The list with one family moved by one place: the whole live list, as the server takes a new order. */
function movedOrder(entries: AdminWaitlistEntry[], index: number, by: -1 | 1): string[] {
  const ids = entries.map((entry) => entry.id);
  const other = index + by;
  const [a, b] = [ids[index], ids[other]];
  if (a === undefined || b === undefined) return ids;
  ids[index] = b;
  ids[other] = a;
  return ids;
}

/** One class's waiting list in order: the places taken and held, and each family with its actions. */
export function ClassWaitlist({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const headingId = useId();
  const list = useClassWaitlist(classId);
  const reorder = useReorderWaitlist();

  if (list.isPending) {
    return (
      <LoadingRegion className="flex flex-col gap-3">
        <Skeleton className="h-10 w-2/3 rounded-xl" />
        <Skeleton className="h-28 rounded-(--radius-card)" />
        <Skeleton className="h-28 rounded-(--radius-card)" />
      </LoadingRegion>
    );
  }
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  const { entries, maxCapacity, enrolled, held } = list.data;
  const title = pickText(list.data.classTitle, language);
  const full = enrolled + held >= maxCapacity;

  function move(index: number, by: -1 | 1) {
    const entry = entries[index];
    if (!entry) return;
    reorder.mutate(
      { classId, entryIds: movedOrder(entries, index, by) },
      {
        onSuccess: () =>
          showSuccessToast(t('waitlist.admin.moved', { name: entry.childName, position: index + 1 + by })),
        onError: (error) => showDestructiveToast(t('waitlist.admin.moveFailed'), errorText(error)),
      },
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-(--radius-card) border border-sand-200 bg-white p-4 shadow-card sm:p-5"
    >
      <div className="flex flex-col gap-1">
        <h3 id={headingId} className="text-xl font-bold break-words text-ocean-950">
          {t('waitlist.admin.listTitle', { class: title })}
        </h3>
        <p className="text-sm text-ink-muted">
          {t('waitlist.admin.places', { enrolled, capacity: maxCapacity })}
          {held > 0 ? ` · ${t('waitlist.admin.heldCount', { count: held })}` : ''}
          {full ? ` · ${t('waitlist.admin.full')}` : ''}
        </p>
      </div>
      {entries.length === 0 ? (
        <p className="rounded-2xl bg-sand-100 px-4 py-3 text-sm text-ink">{t('waitlist.admin.nobody')}</p>
      ) : (
        <ol aria-label={t('waitlist.admin.orderLabel', { class: title })} className="flex flex-col gap-3">
          {entries.map((entry, index) => (
            <WaitlistEntryRow
              key={entry.id}
              entry={entry}
              classTitle={title}
              classFull={full}
              first={index === 0}
              last={index === entries.length - 1}
              moving={reorder.isPending}
              onMove={(by) => move(index, by)}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
