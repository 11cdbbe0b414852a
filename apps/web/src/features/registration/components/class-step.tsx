import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWizard } from '../hooks/use-wizard';
import { ClassOptions } from './class-options';
import { FitChildFields } from './fit-child-fields';
import { LocationOptions } from './location-options';
import { StepError, StepFrame, WizardNav } from './wizard-frame';

type ClassStepProps = {
  focusOnMount: boolean;
  /** When enrolling an existing child the location is chosen here, above the classes. */
  withLocation?: boolean;
  unavailable?: Readonly<Record<string, string>>;
};

type Problem = 'selectLocation' | 'selectClass' | null;

export function ClassStep({ focusOnMount, withLocation = false, unavailable }: ClassStepProps) {
  const { t } = useTranslation();
  const { state, dispatch } = useWizard();
  // Registering a new child: the child is not known yet, so the parent may say the age and level here.
  const asksForChild = state.steps.includes('child');
  const [problem, setProblem] = useState<Problem>(null);

  function next() {
    if (!state.locationId) return setProblem('selectLocation');
    if (!state.classId) return setProblem('selectClass');
    dispatch({ type: 'next' });
  }

  const problemText = {
    selectLocation: t('validation.selectLocation'),
    selectClass: t('validation.selectClass'),
  } as const;

  return (
    <StepFrame
      headingId="wizard-class-title"
      title={t('wizard.class.title')}
      lead={withLocation ? t('wizard.class.leadWithLocation') : t('wizard.class.lead')}
      focusOnMount={focusOnMount}
    >
      {withLocation ? (
        <div className="flex flex-col gap-3">
          <h3 id="wizard-class-location" className="font-bold text-ocean-950">
            {t('wizard.class.chooseLocation')}
          </h3>
          <LocationOptions
            labelledBy="wizard-class-location"
            value={state.locationId}
            onChange={(locationId) => {
              setProblem(null);
              dispatch({ type: 'selectLocation', locationId });
            }}
          />
        </div>
      ) : null}
      {state.locationId ? (
        <div className="flex flex-col gap-3">
          {withLocation ? (
            <h3 id="wizard-class-classes" className="font-bold text-ocean-950">
              {t('wizard.class.chooseClass')}
            </h3>
          ) : null}
          {asksForChild ? <FitChildFields /> : null}
          <ClassOptions
            labelledBy={withLocation ? 'wizard-class-classes' : 'wizard-class-title'}
            nested={withLocation}
            value={state.classId}
            unavailable={unavailable}
            onChange={(option) => {
              setProblem(null);
              dispatch({
                type: 'selectClass',
                classId: option.id,
                planTypes: option.plans.map((plan) => plan.planType),
              });
            }}
          />
        </div>
      ) : null}
      {problem ? <StepError>{problemText[problem]}</StepError> : null}
      <WizardNav onNext={next} />
    </StepFrame>
  );
}
