import { PAYMENT_METHODS, type PaymentMethod } from '@swim/shared/enums';
import { Banknote, CreditCard, Landmark, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from './choice-group';
import { ChoiceCard } from '../../../components/choice-card';
import { isOneOf } from '../../../lib/one-of';

const ICONS: Record<PaymentMethod, LucideIcon> = { card: CreditCard, cash: Banknote, bank_transfer: Landmark };
/** Card first: it is the one that renews the sessions at once. */
const ORDER: readonly PaymentMethod[] = ['card', 'cash', 'bank_transfer'];

type MethodChoiceProps = {
  /** Distinguishes several groups on one page (the form and the bill dialog). */
  name: string;
  value: PaymentMethod | undefined;
  onChange: (method: PaymentMethod) => void;
  error?: string;
};

const isMethod = (value: string): value is PaymentMethod => isOneOf(PAYMENT_METHODS, value);

/** Card, cash or bank transfer as large radio cards, each saying what happens next. */
export function MethodChoice({ name, value, onChange, error }: MethodChoiceProps) {
  const { t } = useTranslation();
  return (
    <ChoiceGroup id={`${name}-method`} legend={t('payments.pay.method')} error={error} className="sm:grid-cols-3">
      {ORDER.map((method) => {
        const Icon = ICONS[method];
        const titleId = `${name}-method-${method}-title`;
        const detailsId = `${name}-method-${method}-details`;
        return (
          <ChoiceCard
            density="compact"
            key={method}
            name={`${name}-method`}
            value={method}
            checked={value === method}
            onSelect={(selected) => {
              if (isMethod(selected)) onChange(selected);
            }}
            labelledBy={titleId}
            describedBy={detailsId}
          >
            <span className="flex items-start gap-2">
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ocean-700" />
              <span id={titleId} className="font-bold text-ocean-950">
                {t(`payment.method.${method}`)}
              </span>
            </span>
            <span id={detailsId} className="text-sm text-ink-muted">
              {t(`payments.methodHints.${method}`)}
            </span>
          </ChoiceCard>
        );
      })}
    </ChoiceGroup>
  );
}
