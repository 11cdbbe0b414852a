// The "Make-ups" section of the admin's analytics (issue 26 item 8): make-up credits issued (by where they came from),
// used, expired and revoked in each of the last months, and per active class the make-up guests booked and the places
// left over the next weeks. Two tables; on a phone each row becomes a card whose cells carry their own labels.
import type { MakeupClassOccupancy, MakeupMonth } from '@swim/shared/api/makeup-admin';
import { pickText } from '@swim/shared/localized-text';
import { formatMonth } from '@swim/shared/month-names';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';
import { useMakeupSummary } from '../api/get-makeup-summary';

// On a phone the header row is read by screen readers only and each row is a card of label/value pairs; from `sm` on,
// a plain table.
const TABLE = 'w-full text-sm max-sm:block';
const HEAD = 'max-sm:sr-only';
const BODY = 'max-sm:flex max-sm:flex-col max-sm:gap-3';
const ROW =
  'border-t border-sand-200 max-sm:grid max-sm:grid-cols-1 max-sm:gap-y-1 max-sm:rounded-2xl max-sm:border max-sm:p-3';
const HEAD_CELL = 'px-2 py-2 text-left font-medium text-ink-muted first:pl-0 sm:text-right sm:first:text-left';
const ROW_HEAD = 'px-2 py-2 text-left font-semibold text-ink first:pl-0 max-sm:p-0';
const CELL = 'px-2 py-2 tabular-nums max-sm:flex max-sm:justify-between max-sm:gap-2 max-sm:p-0 sm:text-right';

/** A number cell; on a phone its column's name stands beside it (the header row is hidden there). */
function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td className={CELL}>
      <span aria-hidden="true" className="text-ink-muted sm:hidden">
        {label}
      </span>
      <span>{children}</span>
    </td>
  );
}

/** The months, this one first. */
function MonthsTable({ months }: { months: MakeupMonth[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const count = (value: number) => value.toLocaleString(language);
  const columns = [
    ['issuedAbsence', (m: MakeupMonth) => m.issued.absence],
    ['issuedCancellation', (m: MakeupMonth) => m.issued.cancellation],
    ['issuedManual', (m: MakeupMonth) => m.issued.manual],
    ['used', (m: MakeupMonth) => m.used],
    ['expired', (m: MakeupMonth) => m.expired],
    ['revoked', (m: MakeupMonth) => m.revoked],
  ] as const;
  return (
    <table className={TABLE}>
      <caption className="pb-2 text-left font-semibold text-ink max-sm:block">
        {t('makeupAdmin.summary.monthsTitle')}
      </caption>
      <thead className={HEAD}>
        <tr>
          <th scope="col" className={HEAD_CELL}>
            {t('makeupAdmin.summary.month')}
          </th>
          {columns.map(([key]) => (
            <th key={key} scope="col" className={HEAD_CELL}>
              {t(`makeupAdmin.summary.${key}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={BODY}>
        {[...months].reverse().map((month) => (
          <tr key={month.month} className={ROW}>
            <th scope="row" className={ROW_HEAD}>
              {formatMonth(month.month, language)}
            </th>
            {columns.map(([key, value]) => (
              <Cell key={key} label={t(`makeupAdmin.summary.${key}`)}>
                {count(value(month))}
              </Cell>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ClassesTable({ classes, from, to }: { classes: MakeupClassOccupancy[]; from: string; to: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const count = (value: number) => value.toLocaleString(language);
  const caption = t('makeupAdmin.summary.classesTitle', {
    from: formatDate(from, language, 'd MMMM'),
    to: formatDate(to, language, 'd MMMM yyyy'),
  });
  if (classes.length === 0)
    return (
      <div className="flex flex-col gap-1 text-sm">
        <p className="font-semibold text-ink">{caption}</p>
        <p className="text-ink-muted">{t('makeupAdmin.summary.noClasses')}</p>
      </div>
    );
  const columns = [
    ['sessions', (c: MakeupClassOccupancy) => c.sessions],
    ['guests', (c: MakeupClassOccupancy) => c.guests],
    ['freePlaces', (c: MakeupClassOccupancy) => c.freePlaces],
  ] as const;
  return (
    <table className={TABLE}>
      <caption className="pb-2 text-left font-semibold text-ink max-sm:block">{caption}</caption>
      <thead className={HEAD}>
        <tr>
          <th scope="col" className={HEAD_CELL}>
            {t('makeupAdmin.summary.class')}
          </th>
          {columns.map(([key]) => (
            <th key={key} scope="col" className={HEAD_CELL}>
              {t(`makeupAdmin.summary.${key}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={BODY}>
        {classes.map((cls) => (
          <tr key={cls.classId} className={ROW}>
            <th scope="row" className={ROW_HEAD}>
              <span className="block">{pickText(cls.classTitle, language)}</span>
              <span className="block text-xs font-normal text-ink-muted">{pickText(cls.locationName, language)}</span>
            </th>
            {columns.map(([key, value]) => (
              <Cell key={key} label={t(`makeupAdmin.summary.${key}`)}>
                {count(value(cls))}
              </Cell>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The make-up summary: its own request, independent of the analytics period above it (its windows are fixed). */
export function MakeupSummarySection() {
  const { t } = useTranslation();
  const headingId = useId();
  const summary = useMakeupSummary();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-(--radius-card) border border-sand-200 bg-white p-4 shadow-card sm:p-5"
    >
      <div className="flex flex-col gap-1">
        <h3 id={headingId} className="text-lg font-bold text-ocean-950">
          {t('makeupAdmin.summary.title')}
        </h3>
        <p className="text-sm text-ink-muted">{t('makeupAdmin.summary.hint')}</p>
      </div>
      {summary.isPending ? (
        <LoadingRegion className="flex flex-col gap-3">
          <Skeleton className="h-40 rounded-2xl" />
          <Skeleton className="h-32 rounded-2xl" />
        </LoadingRegion>
      ) : summary.isError ? (
        <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <div className="flex flex-col gap-6">
          <MonthsTable months={summary.data.months} />
          <ClassesTable classes={summary.data.classes} from={summary.data.from} to={summary.data.to} />
        </div>
      )}
    </section>
  );
}
