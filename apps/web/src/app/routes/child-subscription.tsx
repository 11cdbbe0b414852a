import { useTranslation } from 'react-i18next';
import { RestrictedArea } from '../../components/restricted-area';

export function ChildSubscriptionPage() {
  const { t } = useTranslation();
  return <RestrictedArea title={t('pages.childSubscription.title')} lead={t('pages.childSubscription.lead')} />;
}
