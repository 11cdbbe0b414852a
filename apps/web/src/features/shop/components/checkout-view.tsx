import { DEFAULT_CURRENCY } from '@swim/shared/money';
import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCartQuote } from '../api/quote-cart';
import { useCart } from '../hooks/use-cart';
import { applyQuote, describeCartDifferences } from '../lib/cart-differences';
import { CartLines } from './cart-lines';
import { CheckoutForm } from './checkout-form';
import { CheckoutReturn } from './checkout-return';
import { CheckoutSummary } from './checkout-summary';

/** /checkout: the cart with its steppers, the server's summary and the buyer's details; or the return from paying. */
export function CheckoutView() {
  const [params] = useSearchParams();
  const orderId = params.get('order');
  if (orderId) return <CheckoutReturn orderId={orderId} />;
  return <CheckoutCart />;
}

function CheckoutCart() {
  const { t } = useTranslation();
  const cart = useCart();
  const lines = cart.items.map((item) => ({ productId: item.id, quantity: item.quantity }));
  const quote = useCartQuote(lines);

  if (cart.items.length === 0) {
    return (
      <EmptyState
        icon={ShoppingCart}
        title={t('shop.cart.empty')}
        action={
          <Button asChild>
            <Link to="/shop">{t('shop.cart.continue')}</Link>
          </Button>
        }
      />
    );
  }
  const differences = quote.data ? describeCartDifferences(cart.items, quote.data) : [];
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
      <div className="flex flex-col gap-6">
        <Card className="p-4 sm:p-6">
          <h2 className="text-lg font-bold text-ocean-950">{t('shop.cart.title')}</h2>
          <CartLines cart={cart} currency={quote.data?.currency ?? DEFAULT_CURRENCY} />
        </Card>
        <Card className="p-4 sm:p-6">
          {quote.data ? (
            <CheckoutSummary
              quote={quote.data}
              items={cart.items}
              onAccept={() => quote.data && cart.replace(applyQuote(cart.items, quote.data))}
            />
          ) : quote.isError ? (
            <ErrorState error={quote.error} onRetry={() => quote.refetch()} />
          ) : (
            <Skeleton className="h-40" />
          )}
        </Card>
      </div>
      <Card className="self-start p-4 sm:p-6">
        <CheckoutForm
          items={lines}
          expectedTotal={quote.data && !quote.isPlaceholderData ? quote.data.total : undefined}
          blocked={differences.length > 0 || !quote.data?.orderable}
          onRefused={() => void quote.refetch()}
        />
      </Card>
    </div>
  );
}
