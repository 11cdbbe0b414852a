import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useWizard } from '../hooks/use-wizard';
import type { ChildDraft } from '../hooks/wizard-reducer';
import { ChildForm } from './child-form';
import { StepFrame, WizardNav } from './wizard-frame';

const FORM_ID = 'wizard-child-form';

export function ChildStep({ focusOnMount }: { focusOnMount: boolean }) {
  const { t } = useTranslation();
  const { state, dispatch } = useWizard();
  const keepDraft = useCallback((draft: ChildDraft) => dispatch({ type: 'updateChild', draft }), [dispatch]);
  return (
    <StepFrame
      headingId="wizard-child-title"
      title={t('wizard.child.title')}
      lead={t('wizard.child.lead')}
      focusOnMount={focusOnMount}
    >
      <ChildForm
        id={FORM_ID}
        defaultValues={state.childDraft}
        onDraftChange={keepDraft}
        onSubmit={(values) => {
          dispatch({ type: 'updateChild', draft: values });
          dispatch({ type: 'next' });
        }}
        actions={<WizardNav form={FORM_ID} />}
      />
    </StepFrame>
  );
}
