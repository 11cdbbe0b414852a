import type { CartItem } from '@swim/shared/cart';
import { pickText } from '@swim/shared/localized-text';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../hooks/use-language';

/** − / quantity / + for one cart line; a typed quantity applies on Enter or leaving the field. */
export function QuantityStepper({ item, onChange }: { item: CartItem; onChange: (quantity: number) => boolean }) {
  const { t } = useTranslation();
  const name = pickText(item.name, useLanguage());
  const [draft, setDraft] = useState(String(item.quantity));
  useEffect(() => setDraft(String(item.quantity)), [item.quantity]);

  const commit = () => {
    const quantity = Number(draft);
    if (draft.trim() === '' || !Number.isInteger(quantity) || quantity === item.quantity) {
      setDraft(String(item.quantity));
      return;
    }
    if (!onChange(quantity)) setDraft(String(item.quantity));
  };

  return (
    <div className="inline-flex items-center gap-1">
      <Button
        variant="outline"
        size="icon"
        className="size-9"
        aria-label={t('shop.cart.decrease', { name })}
        onClick={() => onChange(item.quantity - 1)}
      >
        <Minus aria-hidden="true" />
      </Button>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        max={item.stock_quantity}
        value={draft}
        aria-label={t('shop.cart.quantity', { name })}
        className="h-9 w-12 rounded-lg border border-sand-500 bg-white text-center text-base tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
      <Button
        variant="outline"
        size="icon"
        className="size-9"
        aria-label={t('shop.cart.increase', { name })}
        onClick={() => onChange(item.quantity + 1)}
      >
        <Plus aria-hidden="true" />
      </Button>
    </div>
  );
}
