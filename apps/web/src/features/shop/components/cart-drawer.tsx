import { ShoppingCart, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
  SheetContent,
} from '../../../components/ui/dialog';
import { useFormatMoney } from '../../../hooks/use-format-money';
import { useShopCurrency } from '../hooks/use-shop-currency';
import { useCart } from '../hooks/use-cart';
import { CartLines } from './cart-lines';

/** The header's cart button with the item count, opening the cart as a side sheet. */
export function CartDrawer() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const cart = useCart();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={t('shop.cart.open', { count: cart.count })}
        >
          <ShoppingCart aria-hidden="true" className="size-6!" />
          {cart.count > 0 ? (
            <span
              aria-hidden="true"
              className="absolute top-0.5 right-0.5 grid min-w-5 place-items-center rounded-full bg-lagoon-300 px-1 text-xs font-bold text-ocean-950 tabular-nums"
            >
              {cart.count}
            </span>
          ) : null}
        </Button>
      </DialogTrigger>
      <SheetContent>{open ? <CartSheet onClose={() => setOpen(false)} /> : null}</SheetContent>
    </Dialog>
  );
}

function CartSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const formatPrice = useFormatMoney();
  const cart = useCart();
  const currency = useShopCurrency();
  return (
    <>
      <div className="flex items-center justify-between border-b border-sand-200 px-5 py-4">
        <DialogTitle>{t('shop.cart.title')}</DialogTitle>
        <DialogClose asChild>
          <Button variant="ghost" size="icon" aria-label={t('shop.cart.close')}>
            <X aria-hidden="true" className="size-5!" />
          </Button>
        </DialogClose>
      </div>
      <DialogDescription className="sr-only">{t('shop.cart.description')}</DialogDescription>
      {cart.items.length === 0 ? (
        <div className="flex flex-col items-center gap-4 px-5 py-10 text-center">
          <p className="font-semibold text-ink">{t('shop.cart.empty')}</p>
          <Button asChild variant="outline">
            <Link to="/shop" onClick={onClose}>
              {t('shop.cart.continue')}
            </Link>
          </Button>
        </div>
      ) : (
        <>
          <div className="px-5">
            <CartLines cart={cart} currency={currency} />
          </div>
          <div className="mt-auto flex flex-col gap-3 border-t border-sand-200 px-5 py-5">
            <p className="flex items-center justify-between text-sm text-ink-muted">
              <span>{t('shop.cart.itemCount', { count: cart.count })}</span>
            </p>
            <p className="flex items-center justify-between text-lg font-bold text-ocean-950">
              <span>{t('shop.cart.total')}</span>
              <span className="tabular-nums">{formatPrice(cart.total, currency)}</span>
            </p>
            <Button asChild size="lg">
              <Link to="/checkout" onClick={onClose}>
                {t('shop.cart.checkout')}
              </Link>
            </Button>
          </div>
        </>
      )}
    </>
  );
}
