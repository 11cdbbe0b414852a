import { useTranslation } from 'react-i18next';
import { RestrictedArea } from '../../components/restricted-area';

export function AthleteGoalsPage() {
  const { t } = useTranslation();
  return <RestrictedArea title={t('pages.athleteGoals.title')} lead={t('pages.athleteGoals.lead')} />;
}
