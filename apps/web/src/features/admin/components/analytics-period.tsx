import { type AnalyticsPeriod, analyticsQuerySchema } from '@swim/shared/api/admin-analytics';
import { QUICK_DATE_RANGES, type QuickDateRange } from '@swim/shared/dates';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  type DateRange,
  DateRangeFields,
  type DateRangeIssues,
  dateRangeIssues,
} from '../../../components/date-range-fields';
import { Button } from '../../../components/ui/button';
import { useValidationText } from '../../../hooks/use-validation-text';

type Dates = DateRange;
type DateIssues = DateRangeIssues;

/** The schema's issues on the two dates, as validation keys per field. */
function checkDates(dates: Dates): DateIssues {
  const result = analyticsQuerySchema.safeParse({ from: dates.from || undefined, to: dates.to || undefined });
  if (result.success) return dates.from || dates.to ? {} : { from: 'dateRequired', to: 'dateRequired' };
  return dateRangeIssues(result.error.issues);
}

/**
 * The analytics period kept in the address: ?range= for a quick filter (30 days by default), ?from=&to= for the club
 * days between two dates. Dates in the address that are not a valid period are reported and the default is shown.
 */
export function useAnalyticsPeriod() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('range');
  const range: QuickDateRange = QUICK_DATE_RANGES.find((r) => r === requested) ?? '30';
  const dates: Dates | null =
    searchParams.has('from') || searchParams.has('to')
      ? { from: searchParams.get('from') ?? '', to: searchParams.get('to') ?? '' }
      : null;
  const issues = dates ? checkDates(dates) : {};
  const custom = dates && Object.keys(issues).length === 0 ? dates : null;
  const period: AnalyticsPeriod = custom ?? { range };

  const update = (change: (params: URLSearchParams) => void) =>
    setSearchParams(
      (params) => {
        change(params);
        return params;
      },
      { replace: true },
    );
  const chooseRange = (next: QuickDateRange) =>
    update((params) => {
      params.set('range', next);
      params.delete('from');
      params.delete('to');
    });
  const chooseDates = (next: Dates) =>
    update((params) => {
      params.delete('range');
      params.set('from', next.from);
      params.set('to', next.to);
    });
  return { period, dates, issues, chooseRange, chooseDates };
}

type PeriodPickerProps = ReturnType<typeof useAnalyticsPeriod>;

/** The quick filters and, beside them, a custom period from one date to another (both days included). */
export function AnalyticsPeriodPicker({ period, dates, issues, chooseRange, chooseDates }: PeriodPickerProps) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const [draft, setDraft] = useState<Dates>(dates ?? { from: '', to: '' });
  const [shown, setShown] = useState<DateIssues>(issues);
  const fromUrl = dates ? `${dates.from}|${dates.to}` : '';
  // The address is the source of truth: a quick filter clears the dates, a reload or link fills them in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read only when the address's dates change
  useEffect(() => {
    setDraft(dates ?? { from: '', to: '' });
    setShown(dates ? checkDates(dates) : {});
  }, [fromUrl]);

  function apply(event: FormEvent) {
    event.preventDefault();
    const found = checkDates(draft);
    setShown(found);
    if (Object.keys(found).length === 0) chooseDates(draft);
  }

  const edit = (field: keyof Dates, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setShown((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:flex-wrap lg:items-end lg:gap-6">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('admin.analytics.period')}</legend>
        {QUICK_DATE_RANGES.map((value) => {
          const pressed = 'range' in period && period.range === value;
          return (
            <Button
              key={value}
              size="sm"
              variant={pressed ? 'primary' : 'outline'}
              aria-pressed={pressed}
              onClick={() => chooseRange(value)}
            >
              {t(`admin.analytics.ranges.${value}`)}
            </Button>
          );
        })}
      </fieldset>
      <form
        noValidate
        onSubmit={apply}
        aria-label={t('admin.analytics.customPeriod')}
        className="grid grid-cols-2 items-start gap-3 sm:flex sm:flex-wrap sm:items-end"
      >
        <DateRangeFields
          range={draft}
          errors={{ from: validationText(shown.from), to: validationText(shown.to) }}
          labels={{ from: t('admin.analytics.from'), to: t('admin.analytics.to') }}
          onChange={edit}
        />
        <Button
          type="submit"
          size="sm"
          variant={'from' in period ? 'primary' : 'outline'}
          aria-pressed={'from' in period}
          className="col-span-2 h-11 sm:col-span-1"
        >
          {t('admin.analytics.applyDates')}
        </Button>
      </form>
    </div>
  );
}
