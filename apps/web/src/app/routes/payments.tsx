import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { Container } from '../../components/ui/container';
import { PaymentInvoiceAction } from '../../features/invoices/components/payment-invoice-action';
import { PaymentsManagement } from '../../features/payments/components/payments-management';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function PaymentsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.payments.title'));
  return (
    <>
      <PageHeader title={t('pages.payments.title')} lead={t('pages.payments.lead')} />
      <Container className="py-10 sm:py-12">
        <PaymentsManagement paymentActions={(payment) => <PaymentInvoiceAction payment={payment} />} />
      </Container>
    </>
  );
}
