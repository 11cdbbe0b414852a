import { useTranslation } from 'react-i18next';
import { RestrictedArea } from '../../components/restricted-area';

export function InstructorDashboardPage() {
  const { t } = useTranslation();
  return <RestrictedArea title={t('pages.instructorDashboard.title')} lead={t('pages.instructorDashboard.lead')} />;
}
