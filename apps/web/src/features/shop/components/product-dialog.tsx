import type { Product } from '@swim/shared/api/public';
import { pickText } from '@swim/shared/localized-text';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { useFormatMoney } from '../../../hooks/use-format-money';
import { useLanguage } from '../../../hooks/use-language';
import { AddToCartButton } from './add-to-cart-button';
import { ProductImage } from './product-image';
import { StockBadge } from './stock-badge';

/** A product in full: picture, the whole description, price, stock and Add to cart. `children` holds the trigger. */
export function ProductDialog({ product, children }: { product: Product; children: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatPrice = useFormatMoney();
  const name = pickText(product.name, language);
  return (
    <Dialog>
      {children}
      <DialogContent className="max-w-2xl p-0">
        <div className="grid sm:grid-cols-2">
          <ProductImage src={product.imageUrl} alt={name} className="aspect-square w-full sm:h-full" />
          <div className="flex flex-col gap-3 p-5 sm:p-6">
            <div className="flex items-start justify-between gap-3">
              <p className="text-xs font-semibold tracking-wide text-lagoon-700 uppercase">
                {t(`shop.categories.${product.category}`)}
              </p>
              <DialogClose asChild>
                <Button variant="ghost" size="icon" className="-mt-2 -mr-2 size-9" aria-label={t('actions.close')}>
                  <X aria-hidden="true" />
                </Button>
              </DialogClose>
            </div>
            <DialogTitle className="text-xl font-bold text-ocean-950">{name}</DialogTitle>
            <DialogDescription className="text-sm whitespace-pre-line text-ink">
              {product.description ? pickText(product.description, language) : t('shop.noDescription')}
            </DialogDescription>
            <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
              <p className="text-xl font-bold text-ocean-900 tabular-nums">
                <span className="sr-only">{t('shop.price')}: </span>
                {formatPrice(product.price, product.currency)}
              </p>
              <StockBadge stock={product.stockQuantity} showCount />
            </div>
            <AddToCartButton product={product} className="w-full" />
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
