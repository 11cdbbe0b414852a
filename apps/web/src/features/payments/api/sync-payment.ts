import { type Payment, paymentSchema } from '@swim/shared/api/payments';
import { apiPost } from '../../../lib/api-client';

/** Asks the server to re-read a card checkout from the provider; answers the payment as it now stands. */
export function syncPayment(paymentId: string): Promise<Payment> {
  return apiPost(`/payments/${encodeURIComponent(paymentId)}/sync`, undefined, paymentSchema);
}
