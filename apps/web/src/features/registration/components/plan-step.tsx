import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSession } from '../../../lib/session/use-session';
import { useEnrollmentPrices } from '../api/get-enrollment-prices';
import { useWizard } from '../hooks/use-wizard';
import { useWizardClasses } from '../hooks/use-wizard-classes';
import { PlanOptions } from './plan-options';
import { StepError, StepFrame, WizardNav } from './wizard-frame';

type PlanStepProps = {
  focusOnMount: boolean;
  /** The child being enrolled; absent in the registration wizard (a child not registered yet). */
  childId?: string;
};

export function PlanStep({ focusOnMount, childId }: PlanStepProps) {
  const { t } = useTranslation();
  const { state, dispatch } = useWizard();
  const { role } = useSession();
  const classes = useWizardClasses();
  // The family's prices are informative: while they load, or when they fail, the list prices stand alone.
  const prices = useEnrollmentPrices({
    classId: state.classId,
    childId: childId ?? null,
    enabled: role === 'parent',
  });
  const [missing, setMissing] = useState(false);
  const option = classes.data?.find((candidate) => candidate.id === state.classId);

  let content: ReactNode;
  if (classes.isPending) {
    content = (
      <LoadingRegion className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-36 rounded-(--radius-card)" />
        <Skeleton className="h-36 rounded-(--radius-card)" />
      </LoadingRegion>
    );
  } else if (classes.isError) {
    content = <ErrorState error={classes.error} onRetry={() => classes.refetch()} />;
  } else if (!option) {
    content = <StepError>{t('validation.selectClass')}</StepError>;
  } else {
    content = (
      <PlanOptions
        labelledBy="wizard-plan-title"
        option={option}
        prices={prices.data}
        value={state.planType}
        onChange={(planType) => {
          setMissing(false);
          dispatch({ type: 'selectPlan', planType });
        }}
      />
    );
  }

  return (
    <StepFrame
      headingId="wizard-plan-title"
      title={t('wizard.plan.title')}
      lead={t('wizard.plan.lead')}
      focusOnMount={focusOnMount}
    >
      {content}
      {missing ? <StepError>{t('validation.selectPlan')}</StepError> : null}
      <WizardNav onNext={() => (state.planType ? dispatch({ type: 'next' }) : setMissing(true))} />
    </StepFrame>
  );
}
