import type { Product } from '@swim/shared/api/public';
import { pickText } from '@swim/shared/localized';
import { formatMoney } from '@swim/shared/money';
import { PackageCheck, PackageX, ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { useLanguage } from '../../../hooks/use-language';

export function ProductCard({ product }: { product: Product }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = pickText(product.name, language);
  const inStock = product.stockQuantity > 0;
  return (
    <Card className="flex h-full flex-col">
      <div className="aspect-square overflow-hidden bg-linear-to-br from-sand-100 to-ocean-50">
        {product.imageUrl ? (
          <img src={product.imageUrl} alt={name} loading="lazy" className="size-full object-cover" />
        ) : (
          <div className="grid size-full place-items-center text-ocean-300">
            <ShoppingBag aria-hidden="true" className="size-14" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <p className="text-xs font-semibold tracking-wide text-lagoon-700 uppercase">
          {t(`shop.categories.${product.category}`)}
        </p>
        <h2 className="text-sm leading-snug font-bold text-ocean-950 sm:text-base">{name}</h2>
        {product.description ? (
          <p className="line-clamp-2 text-sm text-ink-muted">{pickText(product.description, language)}</p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <p className="text-base font-bold text-ocean-900 tabular-nums sm:text-lg">
            <span className="sr-only">{t('shop.price')}: </span>
            {formatMoney(product.price, product.currency, language)}
          </p>
          {inStock ? (
            <Badge tone="success">
              <PackageCheck aria-hidden="true" />
              {t('shop.inStock')}
            </Badge>
          ) : (
            <Badge tone="danger">
              <PackageX aria-hidden="true" />
              {t('shop.outOfStock')}
            </Badge>
          )}
        </div>
      </div>
    </Card>
  );
}
