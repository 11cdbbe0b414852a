// A settings change of the retention periods (issue 29), as the audit log reads it: each period that changed by its
// name in the settings form, in months before -> after.
import { type RetentionSettings, retentionSettingsSchema } from '@swim/shared/privacy';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { RETENTION_PERIODS } from '../lib/settings-form';

type RetentionChange = { period: keyof RetentionSettings; from: number; to: number };

/** The periods that changed, in the form's order; null when the value is not a change of two valid period sets. */
export function retentionChanges(value: unknown): RetentionChange[] | null {
  if (typeof value !== 'object' || value === null) return null;
  const { from, to } = value as { from?: unknown; to?: unknown };
  const before = retentionSettingsSchema.safeParse(from);
  const after = retentionSettingsSchema.safeParse(to);
  if (!before.success || !after.success) return null;
  return RETENTION_PERIODS.filter((period) => before.data[period] !== after.data[period]).map((period) => ({
    period,
    from: before.data[period],
    to: after.data[period],
  }));
}

export function RetentionChanges({ changes }: { changes: RetentionChange[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const months = (count: number) => t('clubAdmin.retention.months', { count, months: count.toLocaleString(language) });
  return (
    <ul>
      {changes.map((change) => (
        <li key={change.period}>
          {t(`clubAdmin.retention.fields.${change.period}`)}: {months(change.from)} → {months(change.to)}
        </li>
      ))}
    </ul>
  );
}
