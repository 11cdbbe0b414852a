import { useTranslation } from 'react-i18next';
import { RestrictedArea } from '../../components/restricted-area';

export function InstructorClassPage() {
  const { t } = useTranslation();
  return <RestrictedArea title={t('pages.instructorClass.title')} lead={t('pages.instructorClass.lead')} />;
}
