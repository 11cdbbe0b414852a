import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { Container } from '../../components/ui/container';
import { OrderList } from '../../features/shop/components/order-list';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function OrdersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.orders.title'));
  return (
    <>
      <PageHeader title={t('pages.orders.title')} lead={t('pages.orders.lead')} />
      <Container className="max-w-3xl py-8 sm:py-12">
        <OrderList />
      </Container>
    </>
  );
}
