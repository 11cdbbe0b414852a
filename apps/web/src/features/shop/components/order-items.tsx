import type { Order } from '@swim/shared/api/shop';
import { pickText } from '@swim/shared/localized-text';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../hooks/use-format-money';
import { useLanguage } from '../../../hooks/use-language';

/** An order's lines as they were bought, and its total. */
export function OrderItems({ order }: { order: Order }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatPrice = useFormatMoney();
  const money = (amount: number) => formatPrice(amount, order.currency);
  return (
    <div className="flex flex-col gap-2">
      <ul aria-label={t('orders.items')} className="divide-y divide-sand-200">
        {order.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines of one order keep their order and have no own id
          <li key={index} className="flex items-start justify-between gap-3 py-2 text-sm">
            <span>
              <span className="font-semibold text-ocean-950">{pickText(item.name, language)}</span>
              <span className="block text-ink-muted tabular-nums">
                {item.quantity} × {money(item.price)}
              </span>
            </span>
            <span className="font-semibold tabular-nums">{money(item.price * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <p className="flex items-center justify-between border-t border-sand-200 pt-2 font-bold text-ocean-950">
        <span>{t('shop.cart.total')}</span>
        <span className="tabular-nums">{money(order.total)}</span>
      </p>
    </div>
  );
}
