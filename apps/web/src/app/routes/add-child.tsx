import { useTranslation } from 'react-i18next';
import { RestrictedArea } from '../../components/restricted-area';

export function AddChildPage() {
  const { t } = useTranslation();
  return <RestrictedArea title={t('pages.addChild.title')} lead={t('pages.addChild.lead')} />;
}
