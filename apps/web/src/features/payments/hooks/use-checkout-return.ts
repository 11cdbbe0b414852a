import type { Payment } from '@swim/shared/api/payments';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { invalidatePaymentQueries } from '../api/invalidate-payments';
import { syncPayment } from '../api/sync-payment';

/** How often, and for how long, a payment the provider has not settled yet is asked about again. */
export const SYNC_INTERVAL_MS = 2000;
export const SYNC_TIMEOUT_MS = 20_000;

export type CheckoutOutcome =
  | { state: 'syncing' }
  | { state: 'processing'; payment: Payment }
  | { state: 'paid'; payment: Payment }
  | { state: 'failed'; payment: Payment; cancelled: boolean }
  | { state: 'timeout'; payment: Payment }
  | { state: 'error'; error: unknown };

type CheckoutResult = 'success' | 'cancelled';
const isCheckoutResult = (value: string | null): value is CheckoutResult =>
  value === 'success' || value === 'cancelled';

function toOutcome(payment: Payment, result: CheckoutResult, timedOut: boolean): CheckoutOutcome {
  if (payment.status === 'paid' || payment.status === 'validated') return { state: 'paid', payment };
  if (payment.status === 'failed' || payment.status === 'refunded') {
    return { state: 'failed', payment, cancelled: result === 'cancelled' };
  }
  // Still pending: after a cancelled checkout nothing more will happen; after a success the webhook may be late.
  if (result === 'cancelled') return { state: 'failed', payment, cancelled: true };
  return timedOut ? { state: 'timeout', payment } : { state: 'processing', payment };
}

/**
 * Back from the card checkout (`?checkout=success|cancelled&payment=<id>`): syncs the payment with the provider, and
 * while it is still pending asks again every 2 s for up to 20 s. Null when the page was not opened from a checkout.
 */
export function useCheckoutReturn(onSettled: (outcome: CheckoutOutcome) => void): {
  outcome: CheckoutOutcome | null;
  retry: () => void;
} {
  const queryClient = useQueryClient();
  // The latest callback, without restarting the sync when its identity changes (e.g. with the language).
  const settled = useRef(onSettled);
  settled.current = onSettled;
  const [searchParams] = useSearchParams();
  const checkout = searchParams.get('checkout');
  const paymentId = searchParams.get('payment');
  const result = isCheckoutResult(checkout) && paymentId ? checkout : null;
  const [outcome, setOutcome] = useState<CheckoutOutcome | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` runs the sync again after a failed request
  useEffect(() => {
    if (!result || !paymentId) {
      setOutcome(null);
      return;
    }
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startedAt = Date.now();
    setOutcome({ state: 'syncing' });

    async function sync(id: string, checkoutResult: CheckoutResult) {
      let payment: Payment;
      try {
        payment = await syncPayment(id);
      } catch (error) {
        if (stopped) return;
        const failure: CheckoutOutcome = { state: 'error', error };
        setOutcome(failure);
        settled.current(failure);
        return;
      }
      if (stopped) return;
      const timedOut = Date.now() - startedAt + SYNC_INTERVAL_MS > SYNC_TIMEOUT_MS;
      const next = toOutcome(payment, checkoutResult, timedOut);
      setOutcome(next);
      if (next.state === 'processing') {
        timer = setTimeout(() => void sync(id, checkoutResult), SYNC_INTERVAL_MS);
        return;
      }
      settled.current(next);
      void invalidatePaymentQueries(queryClient);
    }

    void sync(paymentId, result);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [result, paymentId, attempt, queryClient]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { outcome, retry };
}
