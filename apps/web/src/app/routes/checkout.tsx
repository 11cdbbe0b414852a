import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { Container } from '../../components/ui/container';
import { CheckoutView } from '../../features/shop/components/checkout-view';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function CheckoutPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.checkout.title'));
  return (
    <>
      <PageHeader title={t('pages.checkout.title')} lead={t('pages.checkout.lead')} />
      <Container className="py-8 sm:py-12">
        <CheckoutView />
      </Container>
    </>
  );
}
