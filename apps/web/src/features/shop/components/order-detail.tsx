import { readableName } from '@swim/shared/erased-name';
import type { Order } from '@swim/shared/api/shop';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';
import { useOrder } from '../api/get-order';
import { OrderItems } from './order-items';
import { OrderStatusBadge } from './order-status-badge';

/**
 * One order in full: number, dates, status, lines, total, and where it goes; `actions` is what a route composes under
 * it (the invoice).
 */
export function OrderDetail({ orderId, actions }: { orderId: string; actions?: (order: Order) => ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const order = useOrder(orderId);
  if (order.isPending) {
    return (
      <LoadingRegion>
        <Skeleton className="h-64" />
      </LoadingRegion>
    );
  }
  if (order.isError) return <ErrorState error={order.error} onRetry={() => order.refetch()} />;
  const o = order.data;
  return (
    <Card className="flex flex-col gap-5 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-bold text-ocean-950">{t('orders.number', { number: o.number })}</h2>
        <OrderStatusBadge status={o.status} />
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-ink-muted">{t('orders.date')}</dt>
          <dd className="font-semibold">{formatDate(o.createdAt, language, 'd MMMM yyyy, HH:mm')}</dd>
        </div>
        {o.paidAt ? (
          <div>
            <dt className="text-ink-muted">{t('orders.paidAt')}</dt>
            <dd className="font-semibold">{formatDate(o.paidAt, language, 'd MMMM yyyy, HH:mm')}</dd>
          </div>
        ) : null}
        <div>
          <dt className="text-ink-muted">{t('orders.buyer')}</dt>
          <dd className="font-semibold">
            {readableName(o.customerName, language)}
            <span className="block font-normal">{o.email}</span>
            <span className="block font-normal">{o.phone}</span>
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('checkout.address')}</dt>
          <dd className="font-semibold whitespace-pre-line">{o.shippingAddress}</dd>
        </div>
      </dl>
      <OrderItems order={o} />
      {actions ? <div className="flex flex-wrap justify-end gap-3 empty:hidden">{actions(o)}</div> : null}
    </Card>
  );
}
