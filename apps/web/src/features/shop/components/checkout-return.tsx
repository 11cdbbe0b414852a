import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useReveal } from '../../../hooks/use-reveal';
import { useSession } from '../../../lib/session/use-session';
import { type SyncedOrder, useSyncOrder } from '../api/sync-order';
import { useCart } from '../hooks/use-cart';

const POLL_MS = 2000;
const MAX_POLLS = 15;
/** The result's heading takes focus and keeps clear of the sticky header when brought on screen (useReveal). */
const HEADING = 'scroll-mt-24 text-xl font-bold text-ocean-950 focus:outline-none';

/** Back from the card page: the order is settled from the provider; the cart empties only once it is paid. */
export function CheckoutReturn({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const cart = useCart();
  const sync = useSyncOrder();
  const [order, setOrder] = useState<SyncedOrder | null>(null);
  const polls = useRef(0);
  const cleared = useRef(false);
  const { mutate } = sync;
  const headingRef = useReveal<HTMLHeadingElement>(order?.status);

  useEffect(() => {
    if (order && order.status !== 'pending') return;
    if (polls.current >= MAX_POLLS) return;
    const timer = window.setTimeout(
      () => {
        polls.current += 1;
        mutate(orderId, { onSuccess: setOrder });
      },
      polls.current === 0 ? 0 : POLL_MS,
    );
    return () => window.clearTimeout(timer);
  }, [order, orderId, mutate]);

  const clear = cart.clear;
  useEffect(() => {
    if (order?.status === 'completed' && !cleared.current) {
      cleared.current = true;
      clear();
    }
  }, [order?.status, clear]);

  if (sync.isError && !order)
    return <ErrorState error={sync.error} onRetry={() => mutate(orderId, { onSuccess: setOrder })} />;
  if (!order || order.status === 'pending') {
    const gaveUp = order !== null && polls.current >= MAX_POLLS && !sync.isPending;
    return (
      <Card role="status" className="flex flex-col items-start gap-3 p-6">
        <p className="flex items-center gap-3 font-semibold text-ink">
          {gaveUp ? null : <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-ocean-700" />}
          {t('checkout.return.waiting')}
        </p>
        {gaveUp ? (
          <p className="text-sm text-ink-muted">{t('checkout.return.slow', { number: order.number })}</p>
        ) : null}
      </Card>
    );
  }
  if (order.status === 'completed') {
    return (
      <Card className="flex flex-col items-start gap-3 p-6">
        <CircleCheck aria-hidden="true" className="size-10 text-emerald-700" />
        <h2 ref={headingRef} tabIndex={-1} className={HEADING}>
          {t('checkout.return.paidTitle')}
        </h2>
        <p className="text-ink">{t('checkout.return.paidText', { number: order.number })}</p>
        <div className="flex flex-wrap gap-3">
          {user ? (
            <Button asChild>
              <Link to="/orders">{t('checkout.return.toOrders')}</Link>
            </Button>
          ) : null}
          <Button asChild variant="outline">
            <Link to="/shop">{t('shop.cart.continue')}</Link>
          </Button>
        </div>
      </Card>
    );
  }
  return (
    <Card className="flex flex-col items-start gap-3 p-6">
      <CircleX aria-hidden="true" className="size-10 text-red-700" />
      <h2 ref={headingRef} tabIndex={-1} className={HEADING}>
        {t('checkout.return.failedTitle')}
      </h2>
      <p className="text-ink">{t('checkout.return.failedText', { number: order.number })}</p>
      <Button asChild>
        <Link to="/checkout">{t('checkout.return.tryAgain')}</Link>
      </Button>
    </Card>
  );
}
