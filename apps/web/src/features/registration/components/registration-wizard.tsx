import { useRef } from 'react';
import { WizardProvider, useWizard } from '../hooks/use-wizard';
import { REGISTRATION_STEPS, type WizardStart } from '../hooks/wizard-reducer';
import { ChildStep } from './child-step';
import { ClassStep } from './class-step';
import { ConfirmStep } from './confirm-step';
import { LocationStep } from './location-step';
import { PlanStep } from './plan-step';
import { BlockedNotice } from './wizard-frame';
import { WizardStepper } from './wizard-stepper';

function CurrentStep() {
  const { state } = useWizard();
  // Focus follows the parent from step to step, but not on first arrival at the page.
  const firstStep = useRef(state.step);
  const moved = useRef(false);
  if (state.step !== firstStep.current) moved.current = true;
  const focusOnMount = moved.current;
  switch (state.step) {
    case 'location':
      return <LocationStep key="location" focusOnMount={focusOnMount} />;
    case 'class':
      return <ClassStep key="class" focusOnMount={focusOnMount} />;
    case 'child':
      return <ChildStep key="child" focusOnMount={focusOnMount} />;
    case 'plan':
      return <PlanStep key="plan" focusOnMount={focusOnMount} />;
    case 'confirm':
      return <ConfirmStep key="confirm" focusOnMount={focusOnMount} />;
  }
}

/** The registration wizard: location, class, child, plan, confirmation; no step can be skipped. */
export function RegistrationWizard({ start }: { start?: WizardStart } = {}) {
  return (
    <WizardProvider steps={REGISTRATION_STEPS} selection={start?.selection} initialChild={start?.child}>
      <div className="flex flex-col gap-6">
        <WizardStepper />
        <BlockedNotice />
        <CurrentStep />
      </div>
    </WizardProvider>
  );
}
