import type { Product } from '@swim/shared/api/public';
import { pickText } from '@swim/shared/localized-text';
import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../hooks/use-language';
import { cn } from '../../../lib/utils';
import { useCart } from '../hooks/use-cart';

/**
 * Adds one of the product to the cart; the cart's rules decide (and toast) whether it fits the stock. Its name starts
 * with the words it shows, then the product (WCAG 2.5.3: a voice user says "click Add to cart").
 */
export function AddToCartButton({ product, className }: { product: Product; className?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const cart = useCart();
  const name = pickText(product.name, language);
  const soldOut = product.stockQuantity <= 0;
  return (
    <Button
      size="sm"
      className={cn('h-auto! min-h-9 py-1.5 text-center leading-tight whitespace-normal!', className)}
      disabled={soldOut}
      aria-label={t(soldOut ? 'shop.outOfStockNamed' : 'shop.addToCartNamed', { name })}
      onClick={() =>
        cart.add({ id: product.id, name: product.name, price: product.price, stock_quantity: product.stockQuantity })
      }
    >
      <ShoppingCart aria-hidden="true" />
      {soldOut ? t('shop.outOfStock') : t('shop.addToCart')}
    </Button>
  );
}
