import { ListPlus, LoaderCircle, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LevelBadge } from '../../../components/level-badge';
import { useErrorText } from '../../../hooks/use-error-text';
import { useLanguage } from '../../../hooks/use-language';
import { isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { toValidationKey } from '../../../lib/validation-message';
import { useRegisterChild } from '../api/register-child';
import { useRegisterOnWaitlist } from '../api/register-on-waitlist';
import { useWizard } from '../hooks/use-wizard';
import { useWizardClasses } from '../hooks/use-wizard-classes';
import { ChosenClassFit } from './chosen-class-fit';
import { SelectionSummary } from './selection-summary';
import { SummaryList, SummaryRow } from './summary-list';
import { WaitlistJoinedStep } from './waitlist-joined-step';
import { WaitlistNotice } from './waitlist-notice';
import { StepError, StepFrame, WizardNav } from './wizard-frame';

/**
 * The last step: everything chosen, then one request that creates the child and the enrollment together, or, for a
 * full class (or one that filled up while the family was here), the child and its place on the waiting list.
 */
export function ConfirmStep({ focusOnMount }: { focusOnMount: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const { state, dispatch } = useWizard();
  const classes = useWizardClasses();
  const register = useRegisterChild();
  const wait = useRegisterOnWaitlist();
  const [incomplete, setIncomplete] = useState<'selectFirst' | 'childFirst' | null>(null);
  const [raced, setRaced] = useState(false);
  const { child } = state;
  const option = classes.data?.find((candidate) => candidate.id === state.classId);
  const waitlist = raced || (option !== undefined && option.freePlaces <= 0);
  const busy = register.isPending || wait.isPending;

  if (state.joined) return <WaitlistJoinedStep joined={state.joined} />;

  function showIssue(error: unknown, title: string) {
    const issue = isApiError(error) ? error.details[0] : undefined;
    showDestructiveToast(
      title,
      issue ? t(`validation.${toValidationKey(issue.message)}`) : t('wizard.failedDescription'),
    );
    if (issue?.path.startsWith('child')) dispatch({ type: 'goTo', step: 'child' });
  }

  async function submit() {
    const { locationId, classId, planType } = state;
    if (!locationId || !classId || !planType) return setIncomplete('selectFirst');
    if (!child) return setIncomplete('childFirst');
    setIncomplete(null);
    const input = { locationId, classId, planType, child };
    if (waitlist) {
      try {
        const joined = await wait.mutateAsync(input);
        dispatch({ type: 'joinedWaitlist', joined: { ...joined, childName: child.fullName, classId } });
      } catch (error) {
        const code = isApiError(error) ? error.code : null;
        // A place came free meanwhile: the step turns back into the enrollment (the class options are read again).
        if (code === 'CLASS_HAS_PLACES') {
          setRaced(false);
          return showDestructiveToast(t('waitlist.join.failedTitle'), errorText(error));
        }
        if (code === 'VALIDATION_FAILED') return showIssue(error, t('waitlist.join.failedTitle'));
        showDestructiveToast(t('waitlist.join.failedTitle'), errorText(error));
      }
      return;
    }
    try {
      const created = await register.mutateAsync(input);
      showSuccessToast(t('wizard.successTitle'), t('wizard.successDescription', { name: child.fullName }));
      navigate(`/child/${created.childId}`);
    } catch (error) {
      // The last place went while the family was here: the step offers the waiting list right away.
      if (isApiError(error) && error.code === 'CLASS_FULL') return setRaced(true);
      showIssue(error, t('wizard.failedTitle'));
    }
  }

  const label = waitlist
    ? t(busy ? 'waitlist.join.submitting' : 'waitlist.join.submit')
    : t(busy ? 'wizard.confirm.submitting' : 'wizard.confirm.submit');
  return (
    <StepFrame
      headingId="wizard-confirm-title"
      title={t(waitlist ? 'waitlist.join.title' : 'wizard.confirm.title')}
      lead={
        waitlist
          ? t('waitlist.join.lead', { name: child?.fullName ?? t('classFit.yourChild') })
          : t('wizard.confirm.lead')
      }
      focusOnMount={focusOnMount}
    >
      <SummaryList>
        <SelectionSummary locationStep="location" />
        <SummaryRow
          label={t('wizard.confirm.child')}
          onEdit={() => dispatch({ type: 'goTo', step: 'child' })}
          editLabel={t('wizard.confirm.changeWhat', { what: t('wizard.confirm.child') })}
        >
          {child ? (
            <div className="flex flex-col gap-1">
              <p className="flex flex-wrap items-center gap-2 font-semibold">
                {child.fullName} <LevelBadge level={child.skillLevel} />
              </p>
              <p className="text-sm text-ink-muted">
                {child.firstName} {child.lastName} · {t(`child.gender.${child.gender}`)} ·{' '}
                {formatDate(child.birthDate, language)}
              </p>
              <p className="text-sm text-ink-muted">
                {t('wizard.confirm.emergency', { name: child.emergencyContact, phone: child.emergencyPhone })}
              </p>
              {child.medicalNotes ? (
                <p className="text-sm text-ink-muted">
                  {t('child.fields.medicalNotes')}: {child.medicalNotes}
                </p>
              ) : null}
              <p className="text-sm text-ink-muted">
                {t('consents.form.title')}:{' '}
                {(['photos', 'medical'] as const)
                  .map(
                    (kind) =>
                      `${t(`consents.kinds.${kind}`)} – ${t(child.consents?.[kind] ? 'consents.state.granted' : 'consents.state.refused')}`,
                  )
                  .join(' · ')}
              </p>
            </div>
          ) : (
            '—'
          )}
        </SummaryRow>
      </SummaryList>
      <ChosenClassFit />
      {waitlist ? (
        <WaitlistNotice childName={child?.fullName ?? t('classFit.yourChild')} raced={raced} />
      ) : (
        <p className="text-sm text-ink-muted">{t('wizard.confirm.paymentNote')}</p>
      )}
      {incomplete ? <StepError>{t(`wizard.${incomplete}`)}</StepError> : null}
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
