import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { PageHeader } from '../../components/page-header';
import { Container } from '../../components/ui/container';
import { OrderInvoiceAction } from '../../features/invoices/components/order-invoice-action';
import { OrderDetail } from '../../features/shop/components/order-detail';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function OrderDetailPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  useDocumentTitle(t('orders.detailTitle'));
  return (
    <>
      <PageHeader
        title={t('orders.detailTitle')}
        backLink={<BackLink to="/orders">{t('pages.orders.title')}</BackLink>}
      />
      <Container className="max-w-3xl py-8 sm:py-12">
        <OrderDetail orderId={orderId} actions={(order) => <OrderInvoiceAction order={order} />} />
      </Container>
    </>
  );
}
