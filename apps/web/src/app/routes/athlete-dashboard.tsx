import { useTranslation } from 'react-i18next';
import { RestrictedArea } from '../../components/restricted-area';

export function AthleteDashboardPage() {
  const { t } = useTranslation();
  return <RestrictedArea title={t('pages.athleteDashboard.title')} lead={t('pages.athleteDashboard.lead')} />;
}
