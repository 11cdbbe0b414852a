import {
  type AdminTrial,
  type AdminTrialsQuery,
  TRIAL_STATUSES,
  type TrialFigures,
  type TrialMonth,
} from '@swim/shared/api/trials';
import { formatMonth } from '@swim/shared/month-names';
import { pickText } from '@swim/shared/localized-text';
import { Mail, Phone, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table, TableHead, TableRow } from '../../../components/ui/table';
import { useLanguage } from '../../../hooks/use-language';
import { oneOf } from '../../../lib/one-of';
import { useAdminTrials } from '../api/get-admin-trials';
import { formatTrialDay } from '../lib/format-trial';

const FILTERS = [...TRIAL_STATUSES, 'converted'] as const;
type Filter = (typeof FILTERS)[number];

const STATUS_TONES: Record<AdminTrial['status'], BadgeTone> = {
  booked: 'lagoon',
  attended: 'success',
  absent: 'sand',
  cancelled: 'neutral',
};

/** The club's conversion figures: each a number with its name, the rate as a percentage. */
function Figures({ figures }: { figures: TrialFigures }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const number = (n: number) => n.toLocaleString(language);
  const rate =
    figures.rate === null
      ? '—'
      : new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(figures.rate / 100);
  const items = [
    ['booked', number(figures.booked)],
    ['attended', number(figures.attended)],
    ['absent', number(figures.absent)],
    ['cancelled', number(figures.cancelled)],
    ['converted', number(figures.converted)],
    ['rate', rate],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {items.map(([key, value]) => (
        <div key={key} className="rounded-2xl border border-sand-200 bg-white p-4 shadow-card">
          <dt className="text-sm text-ink-muted">{t(`trials.admin.figures.${key}`)}</dt>
          <dd className="text-2xl font-bold text-ocean-950 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A month table's cell: narrower padding on a phone, so the three columns fit without scrolling sideways. */
const CELL = 'px-3 py-3 sm:px-4';

/** Trials booked and converted per month of their sessions, the latest month first. */
function Months({ months }: { months: TrialMonth[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const number = (n: number) => n.toLocaleString(language);
  return (
    <section aria-labelledby="trials-months-title" className="flex flex-col gap-3">
      <h3 id="trials-months-title" className="text-lg font-bold text-ocean-950">
        {t('trials.admin.months.title')}
      </h3>
      <Table>
        <TableHead>
          <tr>
            <th scope="col" className={`${CELL} text-left font-semibold`}>
              {t('trials.admin.months.month')}
            </th>
            <th scope="col" className={`${CELL} text-right font-semibold`}>
              {t('trials.admin.months.booked')}
            </th>
            <th scope="col" className={`${CELL} text-right font-semibold`}>
              {t('trials.admin.months.converted')}
            </th>
          </tr>
        </TableHead>
        <tbody>
          {[...months].reverse().map((m) => (
            <TableRow key={m.month}>
              <th scope="row" className={`${CELL} text-left font-medium whitespace-nowrap text-ink`}>
                {formatMonth(m.month, language)}
              </th>
              <td className={`${CELL} text-right text-ink tabular-nums`}>{number(m.booked)}</td>
              <td className={`${CELL} text-right text-ink tabular-nums`}>{number(m.converted)}</td>
            </TableRow>
          ))}
        </tbody>
      </Table>
    </section>
  );
}

function TrialRow({ trial }: { trial: AdminTrial }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold text-ink">
          {formatTrialDay(trial.date, language)}, {trial.startTime} · {pickText(trial.classTitle, language)}
        </p>
        <p className="text-sm text-ink-muted">{pickText(trial.locationName, language)}</p>
        <p className="text-sm text-ink">
          {t('trials.admin.child', { child: trial.childFirstName, year: trial.childBirthYear })} · {trial.parentName}
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <a
            className="inline-flex items-center gap-1 text-ocean-700 underline-offset-4 hover:underline"
            href={`mailto:${trial.email}`}
          >
            <Mail aria-hidden="true" className="size-4" />
            {trial.email}
          </a>
          <a
            className="inline-flex items-center gap-1 text-ocean-700 underline-offset-4 hover:underline"
            href={`tel:${trial.phone.replace(/[^\d+]/g, '')}`}
          >
            <Phone aria-hidden="true" className="size-4" />
            {trial.phone}
          </a>
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2 sm:justify-end">
        <Badge tone={STATUS_TONES[trial.status]}>{t(`trials.admin.status.${trial.status}`)}</Badge>
        {trial.convertedAt ? (
          <Badge tone="success">{t('trials.admin.converted')}</Badge>
        ) : (
          <Badge tone="neutral">{t('trials.admin.notConverted')}</Badge>
        )}
        <Badge tone={trial.hasAccount ? 'ocean' : 'neutral'}>
          {t(trial.hasAccount ? 'trials.admin.account' : 'trials.admin.noAccount')}
        </Badge>
      </div>
    </li>
  );
}

/** Admin → Trials: the conversion figures, and every trial with its family and outcome, by status. */
export function TrialsAdminPanel() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Filter | undefined>(undefined);
  const query: AdminTrialsQuery = status ? { status } : {};
  const trials = useAdminTrials(query);
  return (
    <section aria-labelledby="trials-admin-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 id="trials-admin-title" className="text-2xl font-bold text-ocean-950">
          {t('trials.admin.title')}
        </h2>
        <p className="text-ink-muted">{t('trials.admin.lead')}</p>
      </div>
      {trials.data ? <Figures figures={trials.data.figures} /> : null}
      <div className="max-w-xs">
        <FormField label={t('trials.admin.filter')}>
          <NativeSelect value={status ?? ''} onChange={(event) => setStatus(oneOf(FILTERS, event.target.value))}>
            <option value="">{t('trials.admin.filterAll')}</option>
            {FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {t(`trials.admin.filters.${filter}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      {trials.isPending ? (
        <LoadingRegion className="flex flex-col gap-3">
          <Skeleton className="h-24 rounded-2xl" />
          <Skeleton className="h-24 rounded-2xl" />
        </LoadingRegion>
      ) : trials.isError ? (
        <ErrorState error={trials.error} onRetry={() => trials.refetch()} />
      ) : trials.data.items.length === 0 ? (
        <EmptyState icon={Sparkles} title={t('trials.admin.empty')} description={t('trials.admin.emptyHint')} />
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-ink-muted" aria-live="polite">
            {t('trials.admin.count', { count: trials.data.total })}
          </p>
          <ul
            aria-label={t('trials.admin.title')}
            className="divide-y divide-sand-200 overflow-hidden rounded-(--radius-card) border border-sand-200 bg-white shadow-card"
          >
            {trials.data.items.map((trial) => (
              <TrialRow key={trial.id} trial={trial} />
            ))}
          </ul>
        </div>
      )}
      {trials.data ? <Months months={trials.data.months} /> : null}
    </section>
  );
}
