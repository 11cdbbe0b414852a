import { useTranslation } from 'react-i18next';
import { RestrictedArea } from '../../components/restricted-area';

export function ChildPaymentPage() {
  const { t } = useTranslation();
  return <RestrictedArea title={t('pages.childPayment.title')} lead={t('pages.childPayment.lead')} />;
}
