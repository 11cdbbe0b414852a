import { useTranslation } from 'react-i18next';
import { RestrictedArea } from '../../components/restricted-area';

export function InstructorAssessPage() {
  const { t } = useTranslation();
  return <RestrictedArea title={t('pages.instructorAssess.title')} lead={t('pages.instructorAssess.lead')} />;
}
