import type { SkillLevel } from '@swim/shared/enums';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { WizardProvider, useWizard } from '../hooks/use-wizard';
import { ENROLL_STEPS } from '../hooks/wizard-reducer';
import { ClassStep } from './class-step';
import { EnrollConfirmStep } from './enroll-confirm-step';
import { PlanStep } from './plan-step';
import { BlockedNotice } from './wizard-frame';
import { WizardStepper } from './wizard-stepper';

type EnrollChildFlowProps = {
  childId: string;
  childName: string;
  /** What the classes are matched against: the child's birth date and level. */
  birthDate: string;
  skillLevel: SkillLevel;
  enrolledClassIds: readonly string[];
};

function CurrentStep({ childId, childName, enrolledClassIds }: EnrollChildFlowProps) {
  const { t } = useTranslation();
  const { state } = useWizard();
  const firstStep = useRef(state.step);
  const moved = useRef(false);
  if (state.step !== firstStep.current) moved.current = true;
  const unavailable = useMemo(
    () => Object.fromEntries(enrolledClassIds.map((id) => [id, t('enroll.alreadyInClass')])),
    [enrolledClassIds, t],
  );
  switch (state.step) {
    case 'plan':
      return <PlanStep key="plan" childId={childId} focusOnMount={moved.current} />;
    case 'confirm':
      return <EnrollConfirmStep key="confirm" childId={childId} childName={childName} focusOnMount={moved.current} />;
    default:
      return <ClassStep key="class" withLocation unavailable={unavailable} focusOnMount={moved.current} />;
  }
}

/** Enrols an existing child: class (location first; those that suit the child first), plan, confirmation. */
export function EnrollChildFlow(props: EnrollChildFlowProps) {
  const { childName, birthDate, skillLevel } = props;
  const child = useMemo(() => ({ name: childName, birthDate, skillLevel }), [childName, birthDate, skillLevel]);
  return (
    <WizardProvider steps={ENROLL_STEPS} child={child}>
      <div className="flex flex-col gap-6">
        <WizardStepper />
        <BlockedNotice />
        <CurrentStep {...props} />
      </div>
    </WizardProvider>
  );
}
