import { ListPlus, LoaderCircle, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorText } from '../../../hooks/use-error-text';
import { isApiError } from '../../../lib/api-client';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useEnrollChild } from '../api/enroll-child';
import { useJoinWaitlist } from '../api/join-waitlist';
import { useWizard } from '../hooks/use-wizard';
import { useWizardClasses } from '../hooks/use-wizard-classes';
import { ChosenClassFit } from './chosen-class-fit';
import { SelectionSummary } from './selection-summary';
import { SummaryList, SummaryRow } from './summary-list';
import { WaitlistJoinedStep } from './waitlist-joined-step';
import { WaitlistNotice } from './waitlist-notice';
import { StepError, StepFrame, WizardNav } from './wizard-frame';

type EnrollConfirmStepProps = { childId: string; childName: string; focusOnMount: boolean };

/** Enrols the child, or puts it on the waiting list of a full class (or of one that filled up meanwhile). */
export function EnrollConfirmStep({ childId, childName, focusOnMount }: EnrollConfirmStepProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const { state, dispatch } = useWizard();
  const classes = useWizardClasses();
  const enroll = useEnrollChild(childId);
  const wait = useJoinWaitlist(childId);
  const [incomplete, setIncomplete] = useState(false);
  const [raced, setRaced] = useState(false);
  const option = classes.data?.find((candidate) => candidate.id === state.classId);
  const waitlist = raced || (option !== undefined && option.freePlaces <= 0);
  const busy = enroll.isPending || wait.isPending;

  if (state.joined) return <WaitlistJoinedStep joined={state.joined} />;

  async function joinWaitlist(classId: string, planType: NonNullable<typeof state.planType>) {
    try {
      const joined = await wait.mutateAsync({ classId, planType });
      dispatch({ type: 'joinedWaitlist', joined: { ...joined, childName, classId } });
    } catch (error) {
      // A place came free meanwhile: the step turns back into the enrollment (the class options are read again).
      if (isApiError(error) && error.code === 'CLASS_HAS_PLACES') setRaced(false);
      showDestructiveToast(t('waitlist.join.failedTitle'), errorText(error));
    }
  }

  async function submit() {
    const { classId, planType } = state;
    if (!classId || !planType) return setIncomplete(true);
    setIncomplete(false);
    if (waitlist) return joinWaitlist(classId, planType);
    try {
      await enroll.mutateAsync({ classId, planType });
      showSuccessToast(t('enroll.successTitle'), t('enroll.successDescription', { name: childName }));
      navigate(`/child/${childId}`);
    } catch (error) {
      const code = isApiError(error) ? error.code : null;
      // The last place went while the family was here: the step offers the waiting list right away.
      if (code === 'CLASS_FULL') return setRaced(true);
      showDestructiveToast(
        t('enroll.failedTitle'),
        code === 'ALREADY_ENROLLED' ? t('enroll.alreadyEnrolled') : t('enroll.failedDescription'),
      );
    }
  }

  const label = waitlist
    ? t(busy ? 'waitlist.join.submitting' : 'waitlist.join.submit')
    : t(busy ? 'wizard.confirm.submitting' : 'enroll.submit');
  return (
    <StepFrame
      headingId="wizard-confirm-title"
      title={t(waitlist ? 'waitlist.join.title' : 'wizard.confirm.title')}
      lead={waitlist ? t('waitlist.join.lead', { name: childName }) : t('enroll.confirmLead')}
      focusOnMount={focusOnMount}
    >
      <SummaryList>
        <SummaryRow label={t('wizard.confirm.child')}>
          <p className="font-semibold">{childName}</p>
        </SummaryRow>
        <SelectionSummary locationStep="class" />
      </SummaryList>
      <ChosenClassFit />
      {waitlist ? (
        <WaitlistNotice childName={childName} raced={raced} />
      ) : (
        <p className="text-sm text-ink-muted">{t('wizard.confirm.paymentNote')}</p>
      )}
      {incomplete ? <StepError>{t('wizard.selectFirst')}</StepError> : null}
      <WizardNav
        onNext={submit}
        busy={busy}
        nextLabel={label}
        nextIcon={
          busy ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : waitlist ? (
            <ListPlus aria-hidden="true" />
          ) : (
            <Send aria-hidden="true" />
          )
        }
      />
    </StepFrame>
  );
}
