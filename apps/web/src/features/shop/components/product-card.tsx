import type { Product } from '@swim/shared/api/public';
import { pickText } from '@swim/shared/localized-text';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { DialogTrigger } from '../../../components/ui/dialog';
import { useFormatMoney } from '../../../hooks/use-format-money';
import { useLanguage } from '../../../hooks/use-language';
import { AddToCartButton } from './add-to-cart-button';
import { ProductDialog } from './product-dialog';
import { ProductImage } from './product-image';
import { StockBadge } from './stock-badge';

export function ProductCard({ product }: { product: Product }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatPrice = useFormatMoney();
  const name = pickText(product.name, language);
  return (
    <Card className="flex h-full flex-col">
      <ProductDialog product={product}>
        <DialogTrigger
          className="group flex cursor-pointer flex-col text-left"
          aria-label={t('shop.details', { name })}
        >
          <ProductImage src={product.imageUrl} alt={name} className="aspect-square w-full" />
          <span className="flex flex-col gap-1.5 px-3 pt-3 sm:px-4 sm:pt-4">
            <span className="text-xs font-semibold tracking-wide text-lagoon-700 uppercase">
              {t(`shop.categories.${product.category}`)}
            </span>
            <span className="text-sm leading-snug font-bold text-ocean-950 group-hover:underline sm:text-base">
              {name}
            </span>
            {product.description ? (
              <span className="line-clamp-2 text-sm text-ink-muted">{pickText(product.description, language)}</span>
            ) : null}
          </span>
        </DialogTrigger>
      </ProductDialog>
      <div className="mt-auto flex flex-col gap-2 p-3 pt-2 sm:p-4 sm:pt-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-base font-bold text-ocean-900 tabular-nums sm:text-lg">
            <span className="sr-only">{t('shop.price')}: </span>
            {formatPrice(product.price, product.currency)}
          </p>
          <StockBadge stock={product.stockQuantity} />
        </div>
        <AddToCartButton product={product} className="w-full" />
      </div>
    </Card>
  );
}
