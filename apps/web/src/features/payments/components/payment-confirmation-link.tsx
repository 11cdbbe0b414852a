import type { Payment } from '@swim/shared/api/payments';
import type { PaymentStatus } from '@swim/shared/enums';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { API_BASE } from '../../../lib/api-client';

/** Money the club received (a refund since is shown on the document): these have a confirmation. */
const CONFIRMED: readonly PaymentStatus[] = ['paid', 'validated', 'refunded'];

/** The payment's confirmation (PDF, in the reader's language); not a fiscal receipt or an invoice. */
export function PaymentConfirmationLink({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!CONFIRMED.includes(payment.status)) return null;
  return (
    <a
      href={`${API_BASE}/payments/${payment.id}/confirmation.pdf?lang=${language}`}
      target="_blank"
      rel="noopener"
      aria-label={t('paymentConfirmation.linkNamed', { number: payment.number })}
      className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold whitespace-nowrap text-ocean-800 underline underline-offset-4 hover:text-ocean-700 md:min-h-0"
    >
      <FileText aria-hidden="true" className="size-4 shrink-0" />
      {t('paymentConfirmation.link')}
    </a>
  );
}
