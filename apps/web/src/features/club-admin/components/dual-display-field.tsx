import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { useLanguage } from '../../../hooks/use-language';
import { formatBoth } from '@swim/shared/dual-money';
import { formatRate } from '../../../lib/dual-money';
import type { SettingsFormValues } from '../lib/settings-form';

/** The club's dual display: every price parents and visitors see also in the other currency (ADR 0034). */
export function DualDisplayField({ register }: { register: UseFormRegister<SettingsFormValues> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="flex flex-col gap-1">
      <CheckboxField
        label={t('clubMoney.dualDisplay.on')}
        aria-describedby="dual-display-hint"
        {...register('dualDisplay')}
      />
      <p id="dual-display-hint" className="pl-8 text-sm text-ink-muted">
        {t('clubMoney.dualDisplay.help', { rate: formatRate(language), example: formatBoth(8000, 'EUR', language) })}
      </p>
    </div>
  );
}
