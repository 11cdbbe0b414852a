import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { Container } from '../../components/ui/container';
import { SubscriptionList } from '../../features/payments/components/subscription-list';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function SubscriptionsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.subscriptions.title'));
  return (
    <>
      <PageHeader title={t('pages.subscriptions.title')} lead={t('pages.subscriptions.lead')} />
      <Container className="py-10 sm:py-12">
        <SubscriptionList />
      </Container>
    </>
  );
}
