import { useTranslation } from 'react-i18next';
import { RestrictedArea } from '../../components/restricted-area';

export function AthletePendingPage() {
  const { t } = useTranslation();
  return <RestrictedArea title={t('pages.athletePending.title')} lead={t('pages.athletePending.lead')} />;
}
