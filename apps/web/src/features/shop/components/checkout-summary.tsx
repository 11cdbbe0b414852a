import type { Quote } from '@swim/shared/api/shop';
import type { CartItem } from '@swim/shared/cart';
import { pickText } from '@swim/shared/localized-text';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useFormatMoney } from '../../../hooks/use-format-money';
import { useLanguage } from '../../../hooks/use-language';
import { type CartDifference, describeCartDifferences } from '../lib/cart-differences';

type CheckoutSummaryProps = { quote: Quote; items: CartItem[]; onAccept: () => void };

/** The server's order summary: current prices and stock, with what changed since the cart was filled. */
export function CheckoutSummary({ quote, items, onAccept }: CheckoutSummaryProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatPrice = useFormatMoney();
  const money = (amount: number) => formatPrice(amount, quote.currency);
  const differences = describeCartDifferences(items, quote);
  const nameOf = (productId: string) => {
    const line = quote.lines.find((l) => l.productId === productId);
    const item = items.find((i) => i.id === productId);
    return pickText(line?.name ?? item?.name, language);
  };
  const explain = (d: CartDifference) => {
    const name = nameOf(d.productId);
    if (d.kind === 'unavailable') return t('checkout.changes.unavailable', { name });
    if (d.kind === 'short') return t('checkout.changes.short', { name, count: d.stock });
    return t('checkout.changes.price', { name, before: money(d.before), after: money(d.after) });
  };
  return (
    <section aria-labelledby="checkout-summary" className="flex flex-col gap-4">
      <h2 id="checkout-summary" className="text-lg font-bold text-ocean-950">
        {t('checkout.summary')}
      </h2>
      {differences.length > 0 ? (
        <div role="alert" className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm">
          <p className="flex items-center gap-2 font-semibold text-amber-900">
            <TriangleAlert aria-hidden="true" className="size-4" />
            {t('checkout.changes.title')}
          </p>
          <ul className="list-disc pl-5 text-amber-900">
            {differences.map((d) => (
              <li key={`${d.productId}-${d.kind}`}>{explain(d)}</li>
            ))}
          </ul>
          <Button size="sm" variant="outline" className="self-start" onClick={onAccept}>
            {t('checkout.changes.accept')}
          </Button>
        </div>
      ) : null}
      <ul className="divide-y divide-sand-200">
        {quote.lines.map((line) => (
          <li key={line.productId} className="flex items-start justify-between gap-3 py-2 text-sm">
            <span>
              <span className="font-semibold text-ocean-950">{nameOf(line.productId)}</span>
              <span className="block text-ink-muted tabular-nums">
                {line.quantity} × {money(line.price)}
              </span>
            </span>
            <span className="font-semibold tabular-nums">{money(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <p className="flex items-center justify-between border-t border-sand-200 pt-3 text-lg font-bold text-ocean-950">
        <span>{t('shop.cart.total')}</span>
        <span className="tabular-nums">{money(quote.total)}</span>
      </p>
    </section>
  );
}
