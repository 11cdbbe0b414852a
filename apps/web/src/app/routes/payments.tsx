import { useTranslation } from 'react-i18next';
import { RestrictedArea } from '../../components/restricted-area';

export function PaymentsPage() {
  const { t } = useTranslation();
  return <RestrictedArea title={t('pages.payments.title')} lead={t('pages.payments.lead')} />;
}
