import type { CartItem } from '@swim/shared/cart';
import type { Currency } from '@swim/shared/enums';
import { pickText } from '@swim/shared/localized-text';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useFormatMoney } from '../../../hooks/use-format-money';
import { useLanguage } from '../../../hooks/use-language';
import type { Cart } from '../hooks/use-cart';
import { QuantityStepper } from './quantity-stepper';

/** The cart's lines with their steppers, line totals and a remove button. */
export function CartLines({ cart, currency }: { cart: Cart; currency: Currency }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatPrice = useFormatMoney();
  return (
    <ul aria-label={t('shop.cart.title')} className="divide-y divide-sand-200">
      {cart.items.map((item: CartItem) => {
        const name = pickText(item.name, language);
        return (
          <li key={item.id} className="flex flex-col gap-2 py-3">
            <div className="flex items-start justify-between gap-3">
              <p className="font-semibold text-ocean-950">{name}</p>
              <p className="font-bold text-ocean-900 tabular-nums">
                {formatPrice(item.price * item.quantity, currency)}
              </p>
            </div>
            <div className="flex items-center justify-between gap-3">
              <QuantityStepper item={item} onChange={(quantity) => cart.setQuantity(item.id, quantity)} />
              <span className="text-sm text-ink-muted tabular-nums">
                {t('shop.cart.each', { price: formatPrice(item.price, currency) })}
              </span>
              <Button
                variant="ghost"
                size="icon"
                className="size-9 text-red-700"
                aria-label={t('shop.cart.remove', { name })}
                onClick={() => cart.remove(item.id)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
