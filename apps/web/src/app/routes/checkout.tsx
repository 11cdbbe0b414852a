import { useTranslation } from 'react-i18next';
import { RestrictedArea } from '../../components/restricted-area';

export function CheckoutPage() {
  const { t } = useTranslation();
  return <RestrictedArea title={t('pages.checkout.title')} lead={t('pages.checkout.lead')} />;
}
