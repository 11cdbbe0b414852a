import { useTranslation } from 'react-i18next';
import { RestrictedArea } from '../../components/restricted-area';

export function AdminPage() {
  const { t } = useTranslation();
  return <RestrictedArea title={t('pages.admin.title')} lead={t('pages.admin.lead')} />;
}
