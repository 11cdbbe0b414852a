import { useTranslation } from 'react-i18next';
import { ClassFitNotice } from '../../../components/class-fit-notice';
import { useClassFitText } from '../../../hooks/use-class-fit-text';
import { useWizard } from '../hooks/use-wizard';
import { useWizardClasses } from '../hooks/use-wizard-classes';

/**
 * On the confirmation step: when the chosen class is not meant for the child's age or level, says so in words. The
 * family may still confirm (they know when an exception is agreed); the server accepts it the same way.
 */
export function ChosenClassFit() {
  const { t } = useTranslation();
  const { state, fitChild } = useWizard();
  const fitText = useClassFitText();
  const classes = useWizardClasses();
  const option = classes.data?.find((candidate) => candidate.id === state.classId);
  const warning = option ? fitText.warning(option, fitChild) : null;
  if (!warning) return null;
  return (
    <ClassFitNotice
      title={t('classFit.confirmTitle', { name: fitChild.name || t('classFit.yourChild') })}
      warning={warning}
      hint={t('classFit.confirmHint')}
    />
  );
}
