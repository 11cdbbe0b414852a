import { Package, ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { OrdersList } from './orders-list';
import { ProductsList } from './products-list';

const VIEWS = ['products', 'orders'] as const;

/** The admin console's shop: products and orders, the open one kept in the address (?view=). */
export function ShopAdminPanel() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'orders' ? 'orders' : 'products';

  return (
    <Tabs
      value={view}
      onValueChange={(value) =>
        setParams(
          (next) => {
            // Each list keeps its own search and page; switching starts the other one fresh.
            for (const key of ['q', 'page', 'status', 'category', 'sort']) next.delete(key);
            if (value === 'products') next.delete('view');
            else next.set('view', value);
            return next;
          },
          { replace: true },
        )
      }
    >
      <TabsList aria-label={t('shopAdmin.sections')}>
        {VIEWS.map((value) => {
          const Icon = value === 'products' ? Package : ReceiptText;
          return (
            <TabsTrigger key={value} value={value}>
              <Icon aria-hidden="true" />
              {t(`shopAdmin.${value}.title`)}
            </TabsTrigger>
          );
        })}
      </TabsList>
      <TabsContent value="products">
        <ProductsList />
      </TabsContent>
      <TabsContent value="orders">
        <OrdersList />
      </TabsContent>
    </Tabs>
  );
}
