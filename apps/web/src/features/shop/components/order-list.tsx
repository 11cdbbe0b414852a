import { pickText } from '@swim/shared/localized-text';
import { ChevronRight, Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFormatMoney } from '../../../hooks/use-format-money';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';
import { useOrders } from '../api/get-orders';
import { OrderStatusBadge } from './order-status-badge';

/** The signed-in user's orders: number, date, items, total and status, each opening its detail. */
export function OrderList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatPrice = useFormatMoney();
  const orders = useOrders();
  if (orders.isPending) {
    return (
      <LoadingRegion className="flex flex-col gap-4">
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </LoadingRegion>
    );
  }
  if (orders.isError) return <ErrorState error={orders.error} onRetry={() => orders.refetch()} />;
  if (orders.data.length === 0) {
    return (
      <EmptyState
        icon={Package}
        title={t('orders.empty')}
        description={t('orders.emptyHint')}
        action={
          <Button asChild>
            <Link to="/shop">{t('shop.cart.continue')}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <ul className="flex flex-col gap-4">
      {orders.data.map((order) => (
        <li key={order.id}>
          <Card className="p-4 sm:p-5">
            <Link to={`/orders/${order.id}`} className="group flex flex-col gap-2">
              <span className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-bold text-ocean-950 group-hover:underline">
                  {t('orders.number', { number: order.number })}
                </span>
                <OrderStatusBadge status={order.status} />
              </span>
              <span className="text-sm text-ink-muted">{formatDate(order.createdAt, language)}</span>
              <span className="text-sm text-ink">
                {order.items.map((item) => `${item.quantity} × ${pickText(item.name, language)}`).join(', ')}
              </span>
              <span className="flex items-center justify-between">
                <span className="font-bold text-ocean-900 tabular-nums">
                  {formatPrice(order.total, order.currency)}
                </span>
                <ChevronRight aria-hidden="true" className="size-5 text-ocean-700" />
              </span>
            </Link>
          </Card>
        </li>
      ))}
    </ul>
  );
}
