import type { Order } from '@swim/shared/api/shop';
import { InvoiceAction } from './invoice-action';

/** A completed order's 'Invoice' action, for its buyer; made out to the buyer at the order's address by default. */
export function OrderInvoiceAction({ order }: { order: Order }) {
  if (order.status !== 'completed') return null;
  return (
    <InvoiceAction
      source={{ kind: 'order', id: order.id }}
      reference={order.number}
      defaults={{ name: order.customerName, address: order.shippingAddress }}
    />
  );
}
