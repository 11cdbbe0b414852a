import type { Payment } from '@swim/shared/api/payments';
import type { PaymentStatus } from '@swim/shared/enums';
import { InvoiceAction } from './invoice-action';

/** Paid or validated: an invoice may be asked for; refunded: one issued before the refund is still there to download. */
const WITH_INVOICE: readonly PaymentStatus[] = ['paid', 'validated', 'refunded'];

/** A payment's 'Invoice' action, for the parent; made out to the parent by default. */
export function PaymentInvoiceAction({ payment }: { payment: Payment }) {
  if (!WITH_INVOICE.includes(payment.status)) return null;
  return (
    <InvoiceAction
      source={{ kind: 'payment', id: payment.id }}
      reference={payment.number}
      defaults={{ name: payment.parentName }}
      compact
    />
  );
}
