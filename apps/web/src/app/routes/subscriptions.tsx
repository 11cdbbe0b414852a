import { useTranslation } from 'react-i18next';
import { RestrictedArea } from '../../components/restricted-area';

export function SubscriptionsPage() {
  const { t } = useTranslation();
  return <RestrictedArea title={t('pages.subscriptions.title')} lead={t('pages.subscriptions.lead')} />;
}
