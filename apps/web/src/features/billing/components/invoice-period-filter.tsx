import { adminInvoiceListQuerySchema } from '@swim/shared/api/admin-invoices';
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
import { useUpdateParams } from '../hooks/use-update-params';

export type InvoicePeriod = DateRange;
type PeriodIssues = DateRangeIssues;

/** The schema's issues on the two dates, as validation keys per field (either date may be left open). */
function checkPeriod(period: InvoicePeriod): PeriodIssues {
  const result = adminInvoiceListQuerySchema.safeParse({ from: period.from || undefined, to: period.to || undefined });
  return result.success ? {} : dateRangeIssues(result.error.issues);
}

/** The issue-date period in the address (?from=&to=): the period the list and the CSV use, once it is valid. */
export function useInvoicePeriod(): { period: InvoicePeriod; valid: boolean } {
  const [searchParams] = useSearchParams();
  const period = { from: searchParams.get('from') ?? '', to: searchParams.get('to') ?? '' };
  return { period, valid: Object.keys(checkPeriod(period)).length === 0 };
}

/** Two dates, both included; a period that is not one is explained under its field and changes nothing. */
export function InvoicePeriodFilter({ period }: { period: InvoicePeriod }) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const updateParams = useUpdateParams();
  const [draft, setDraft] = useState(period);
  const [shown, setShown] = useState<PeriodIssues>(() => checkPeriod(period));
  const fromUrl = `${period.from}|${period.to}`;
  // The address is the source of truth: a reload, a link or "Clear" fills the fields in again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read only when the address's dates change
  useEffect(() => {
    setDraft(period);
    setShown(checkPeriod(period));
  }, [fromUrl]);

  function apply(event: FormEvent) {
    event.preventDefault();
    const found = checkPeriod(draft);
    setShown(found);
    if (Object.keys(found).length === 0) updateParams({ from: draft.from, to: draft.to, page: undefined });
  }
  const edit = (field: keyof InvoicePeriod, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setShown((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <form
      noValidate
      onSubmit={apply}
      aria-label={t('invoicesAdmin.period')}
      className="grid grid-cols-2 items-start gap-3 sm:flex sm:flex-wrap sm:items-end"
    >
      <DateRangeFields
        range={draft}
        errors={{ from: validationText(shown.from), to: validationText(shown.to) }}
        labels={{ from: t('invoicesAdmin.from'), to: t('invoicesAdmin.to') }}
        onChange={edit}
      />
      <Button type="submit" size="sm" className="h-11">
        {t('invoicesAdmin.apply')}
      </Button>
      {period.from || period.to ? (
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="h-11"
          onClick={() => updateParams({ from: undefined, to: undefined, page: undefined })}
        >
          {t('invoicesAdmin.clear')}
        </Button>
      ) : null}
    </form>
  );
}
