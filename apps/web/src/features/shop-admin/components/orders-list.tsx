import { readableName } from '@swim/shared/erased-name';
import type { AdminOrder } from '@swim/shared/api/admin-shop';
import { ORDER_STATUSES, type OrderStatus } from '@swim/shared/enums';
import { pickText } from '@swim/shared/localized-text';
import { formatMoney } from '@swim/shared/money';
import { ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';
import { oneOf } from '../../../lib/one-of';
import { ListFrame } from '../../../components/list-frame';
import { ListToolbar } from '../../../components/list-toolbar';
import { useListParams } from '../../../hooks/use-list-params';
import { useAdminOrders } from '../api/get-admin-orders';
import { CancelOrderDialog } from './cancel-order-dialog';

export const ORDERS_PAGE_SIZE = 20;
const TONES: Record<OrderStatus, BadgeTone> = { pending: 'sand', completed: 'success', cancelled: 'danger' };

function OrderRow({ order, onCancel }: { order: AdminOrder; onCancel: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const lines = order.items.map((item) => `${item.quantity} × ${pickText(item.name, language)}`).join(', ');
  return (
    <li className="grid gap-3 px-4 py-4 sm:px-5 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] md:items-center md:gap-6">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
          <span>{order.number}</span>
          <Badge tone={TONES[order.status]}>{t(`orders.status.${order.status}`)}</Badge>
          {order.refunded ? <Badge tone="neutral">{t('shopAdmin.orders.refundedBadge')}</Badge> : null}
        </p>
        <p className="text-sm text-ink-muted">
          {formatDate(order.createdAt, language, 'd MMM yyyy, HH:mm')} · {readableName(order.customerName, language)}
        </p>
        <p className="text-sm break-words text-ink-muted">{order.email}</p>
        <details className="mt-1 text-sm text-ink-muted">
          <summary className="cursor-pointer font-medium text-ocean-800">{t('shopAdmin.orders.details')}</summary>
          <p className="mt-1 break-words">{lines}</p>
          <p className="break-words">
            {t('shopAdmin.orders.shipTo')}: {order.shippingAddress} · {order.phone}
          </p>
        </details>
      </div>
      <p className="font-semibold text-ink">{formatMoney(order.total, order.currency, language)}</p>
      <div className="flex flex-wrap gap-2 md:justify-end">
        {order.status === 'cancelled' ? null : (
          <Button
            variant="outline"
            size="sm"
            onClick={onCancel}
            aria-label={t(
              order.status === 'completed'
                ? 'shopAdmin.orders.cancelAndRefundNamed'
                : 'shopAdmin.orders.cancelOrderNamed',
              { number: order.number },
            )}
          >
            {t(order.status === 'completed' ? 'shopAdmin.orders.cancelAndRefund' : 'shopAdmin.orders.cancelOrder')}
          </Button>
        )}
      </div>
    </li>
  );
}

/** Orders, newest first: search by number, buyer or email, filter by status; cancel (a paid one is refunded). */
export function OrdersList() {
  const { t } = useTranslation();
  const list = useListParams();
  const [cancelling, setCancelling] = useState<AdminOrder | null>(null);
  const query = {
    search: list.get('q'),
    status: oneOf(ORDER_STATUSES, list.get('status')),
    page: list.page,
    pageSize: ORDERS_PAGE_SIZE,
  };
  const orders = useAdminOrders(query);

  return (
    <div className="flex flex-col gap-6">
      <ListToolbar
        searchLabel={t('admin.common.search')}
        searchPlaceholder={t('shopAdmin.orders.searchPlaceholder')}
        search={list.search}
        onSearch={list.setSearch}
        filters={[
          {
            key: 'status',
            label: t('admin.common.status'),
            value: query.status ?? '',
            options: [
              { value: '', label: t('admin.common.statuses.all') },
              ...ORDER_STATUSES.map((status) => ({ value: status, label: t(`orders.status.${status}`) })),
            ],
          },
        ]}
        onFilter={(key, value) => list.update({ [key]: value || undefined })}
      />
      <ListFrame
        query={orders}
        label={t('shopAdmin.orders.title')}
        totalText={(count) => t('shopAdmin.orders.total', { count })}
        empty={{ icon: ReceiptText, title: t('shopAdmin.orders.empty'), hint: t('admin.common.emptyHint') }}
        hrefFor={list.hrefFor}
        renderItem={(order) => <OrderRow key={order.id} order={order} onCancel={() => setCancelling(order)} />}
      />
      <CancelOrderDialog order={cancelling} onOpenChange={(open) => (open ? undefined : setCancelling(null))} />
    </div>
  );
}
