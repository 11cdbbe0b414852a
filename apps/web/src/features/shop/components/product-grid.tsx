import type { ProductCategory } from '@swim/shared/enums';
import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { Skeleton } from '../../../components/ui/skeleton';
import { useProducts } from '../api/get-products';
import { ProductCard } from './product-card';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4';

export function ProductGrid({ category }: { category?: ProductCategory }) {
  const { t } = useTranslation();
  const products = useProducts(category);
  if (products.isPending) {
    return (
      <LoadingRegion className={GRID}>
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} className="h-80 rounded-(--radius-card)" />
        ))}
      </LoadingRegion>
    );
  }
  if (products.isError) return <ErrorState error={products.error} onRetry={() => products.refetch()} />;
  if (products.data.length === 0) {
    return <EmptyState icon={ShoppingBag} title={t('shop.empty')} description={t('shop.emptyHint')} />;
  }
  return (
    <ul className={GRID}>
      {products.data.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
