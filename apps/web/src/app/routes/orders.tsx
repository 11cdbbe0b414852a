import { useTranslation } from 'react-i18next';
import { RestrictedArea } from '../../components/restricted-area';

export function OrdersPage() {
  const { t } = useTranslation();
  return <RestrictedArea title={t('pages.orders.title')} lead={t('pages.orders.lead')} />;
}
