import { useTranslation } from 'react-i18next';
import { RestrictedArea } from '../../components/restricted-area';

export function ChildProfilePage() {
  const { t } = useTranslation();
  return <RestrictedArea title={t('pages.childProfile.title')} lead={t('pages.childProfile.lead')} />;
}
