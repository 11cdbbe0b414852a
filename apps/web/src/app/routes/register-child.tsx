import { useTranslation } from 'react-i18next';
import { RestrictedArea } from '../../components/restricted-area';

export function RegisterChildPage() {
  const { t } = useTranslation();
  return <RestrictedArea title={t('pages.registerChild.title')} lead={t('pages.registerChild.lead')} />;
}
