import { useTranslation } from 'react-i18next';
import { RestrictedArea } from '../../components/restricted-area';

export function AthleteRegisterPage() {
  const { t } = useTranslation();
  return <RestrictedArea title={t('pages.athleteRegister.title')} lead={t('pages.athleteRegister.lead')} />;
}
