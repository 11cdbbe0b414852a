import { PRODUCT_CATEGORIES, type ProductCategory } from '@swim/shared/enums';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { oneOf } from '../../../lib/one-of';
import { ProductGrid } from './product-grid';

type Filter = 'all' | ProductCategory;
const FILTERS: readonly Filter[] = ['all', ...PRODUCT_CATEGORIES];

function toFilter(value: string | null): Filter {
  return oneOf(PRODUCT_CATEGORIES, value) ?? 'all';
}

/** Category tabs (kept in the URL as ?category=) above the product grid. */
export function ProductCatalog() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = toFilter(searchParams.get('category'));

  return (
    <Tabs
      value={filter}
      onValueChange={(value) => {
        const next = toFilter(value);
        setSearchParams(next === 'all' ? {} : { category: next });
      }}
    >
      <TabsList aria-label={t('shop.categoryLabel')}>
        {FILTERS.map((value) => (
          <TabsTrigger key={value} value={value}>
            {t(`shop.categories.${value}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {FILTERS.map((value) => (
        <TabsContent key={value} value={value}>
          <ProductGrid category={value === 'all' ? undefined : value} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
