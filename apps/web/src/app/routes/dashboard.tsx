import { useTranslation } from 'react-i18next';
import { RestrictedArea } from '../../components/restricted-area';

export function DashboardPage() {
  const { t } = useTranslation();
  return <RestrictedArea title={t('pages.dashboard.title')} lead={t('pages.dashboard.lead')} />;
}
