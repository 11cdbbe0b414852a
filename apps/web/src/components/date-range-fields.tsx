// Two dates of a period, both included: the from and to fields with their errors, the second never before the first
// in the calendars. The period filters of analytics and of Billing's invoices use it.
import { DateField } from './ui/date-field';
import { FormField } from './ui/form-field';

export type DateRange = { from: string; to: string };
export type DateRangeIssues = Partial<Record<keyof DateRange, string>>;

/** A schema's issues on the two dates as validation keys, the first one per field. */
export function dateRangeIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): DateRangeIssues {
  const found: DateRangeIssues = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if ((field === 'from' || field === 'to') && !found[field]) found[field] = issue.message;
  }
  return found;
}

type DateRangeFieldsProps = {
  range: DateRange;
  /** Each field's error, already translated. */
  errors: { from?: string; to?: string };
  labels: { from: string; to: string };
  onChange: (field: keyof DateRange, value: string) => void;
};

export function DateRangeFields({ range, errors, labels, onChange }: DateRangeFieldsProps) {
  return (
    <>
      <FormField label={labels.from} error={errors.from}>
        <DateField
          value={range.from}
          max={range.to || undefined}
          onChange={(value) => onChange('from', value)}
          className="sm:w-44"
        />
      </FormField>
      <FormField label={labels.to} error={errors.to}>
        <DateField
          value={range.to}
          min={range.from || undefined}
          onChange={(value) => onChange('to', value)}
          className="sm:w-44"
        />
      </FormField>
    </>
  );
}
