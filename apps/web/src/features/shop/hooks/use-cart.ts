import {
  type CartItem,
  type CartProduct,
  addToCart,
  countCartItems,
  removeFromCart,
  setCartQuantity,
  sumCartTotal,
} from '@swim/shared/cart';
import { pickText } from '@swim/shared/localized-text';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { readCart, readServerCart, subscribeToCart, writeCart } from '../lib/cart-store';

export type Cart = {
  items: CartItem[];
  count: number;
  total: number;
  /** Adds one of a product (toasts 'Added to cart', or 'Out of stock' when refused); true when added. */
  add: (product: CartProduct) => boolean;
  /** Sets a line's quantity (0 or less removes it; above stock is refused with 'Out of stock'); true when applied. */
  setQuantity: (id: string, quantity: number) => boolean;
  remove: (id: string) => void;
  replace: (items: CartItem[]) => void;
  clear: () => void;
};

/** The shopping cart with the spec's rules and toasts. */
export function useCart(): Cart {
  const { t } = useTranslation();
  const language = useLanguage();
  const items = useSyncExternalStore(subscribeToCart, readCart, readServerCart);
  const refuse = () => showDestructiveToast(t('shop.cart.outOfStockTitle'), t('shop.cart.outOfStockDescription'));

  return {
    items,
    count: countCartItems(items),
    total: sumCartTotal(items),
    add: (product) => {
      const change = addToCart(readCart(), product);
      if (!change.ok) {
        refuse();
        return false;
      }
      writeCart(change.cart);
      showSuccessToast(
        t('shop.cart.addedTitle'),
        t('shop.cart.addedDescription', { name: pickText(product.name, language) }),
      );
      return true;
    },
    setQuantity: (id, quantity) => {
      const change = setCartQuantity(readCart(), id, quantity);
      if (!change.ok) {
        refuse();
        return false;
      }
      writeCart(change.cart);
      return true;
    },
    remove: (id) => writeCart(removeFromCart(readCart(), id)),
    replace: (next) => writeCart(next),
    clear: () => writeCart([]),
  };
}
