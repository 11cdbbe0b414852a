import type { Payment } from '@swim/shared/api/payments';
import { formatMonth } from '@swim/shared/month-names';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../hooks/use-language';

/**
 * Why part of a subscription's charge went back: the closed months whose share was refunded from it (ADR 0040),
 * "Closure refund: December 2026". Nothing for any other payment.
 */
export function ClosureRefundNote({ payment }: { payment: Pick<Payment, 'closureRefunded'> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const months = payment.closureRefunded ?? [];
  if (months.length === 0) return null;
  return (
    <span className="text-xs text-ink-muted">
      {t('payment.closureRefunded', { months: months.map((m) => formatMonth(m, language)).join(', ') })}
    </span>
  );
}
