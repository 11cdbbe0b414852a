import { useTranslation } from 'react-i18next';
import { RestrictedArea } from '../../components/restricted-area';

export function EnrollChildPage() {
  const { t } = useTranslation();
  return <RestrictedArea title={t('pages.enrollChild.title')} lead={t('pages.enrollChild.lead')} />;
}
