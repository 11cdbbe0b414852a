import { type Payment, paymentSchema, type RefundInput } from '@swim/shared/api/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { invoiceQueryKeys } from '../../../lib/invoice-query-keys';
import { invalidateClassPayments } from '../../../lib/instructor-query-keys';
import { billingKeys } from './query-keys';

type RefundPaymentInput = RefundInput & { paymentId: string };

/** Refunds part or all of what is left of a paid or validated payment (admins only). */
export function refundPayment({ paymentId, amount, reason }: RefundPaymentInput): Promise<Payment> {
  const body: RefundInput = { amount, reason };
  return apiPost(`/payments/${encodeURIComponent(paymentId)}/refunds`, body, paymentSchema);
}

/**
 * Refunds a payment; the billing lists, the coach's class payments tabs and the payment's invoice dialog show it
 * refunded at once.
 */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSettled: (_payment, _error, { paymentId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: billingKeys.payments }),
        // A refund of an invoiced payment issues a credit note: the invoices list shows it and the new status.
        queryClient.invalidateQueries({ queryKey: billingKeys.invoices }),
        queryClient.invalidateQueries({ queryKey: invoiceQueryKeys.document('payment', paymentId) }),
        invalidateClassPayments(queryClient),
      ]),
  });
}
