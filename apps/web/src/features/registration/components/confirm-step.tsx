import { LoaderCircle, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LevelBadge } from '../../../components/level-badge';
import { useLanguage } from '../../../hooks/use-language';
import { isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { toValidationKey } from '../../../lib/validation-message';
import { useRegisterChild } from '../api/register-child';
import { useWizard } from '../hooks/use-wizard';
import { ChosenClassFit } from './chosen-class-fit';
import { SelectionSummary } from './selection-summary';
import { SummaryList, SummaryRow } from './summary-list';
import { StepError, StepFrame, WizardNav } from './wizard-frame';

/** The last step: everything chosen, then one request that creates the child and the enrollment together. */
export function ConfirmStep({ focusOnMount }: { focusOnMount: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { state, dispatch } = useWizard();
  const register = useRegisterChild();
  const [incomplete, setIncomplete] = useState<'selectFirst' | 'childFirst' | null>(null);
  const { child } = state;

  async function submit() {
    const { locationId, classId, planType } = state;
    if (!locationId || !classId || !planType) return setIncomplete('selectFirst');
    if (!child) return setIncomplete('childFirst');
    setIncomplete(null);
    try {
      const created = await register.mutateAsync({ locationId, classId, planType, child });
      showSuccessToast(t('wizard.successTitle'), t('wizard.successDescription', { name: child.fullName }));
      navigate(`/child/${created.childId}`);
    } catch (error) {
      if (isApiError(error) && error.code === 'CLASS_FULL') {
        showDestructiveToast(t('wizard.failedTitle'), t('wizard.classFullDescription'));
        dispatch({ type: 'classFull' });
        return;
      }
      const issue = isApiError(error) ? error.details[0] : undefined;
      showDestructiveToast(
        t('wizard.failedTitle'),
        issue ? t(`validation.${toValidationKey(issue.message)}`) : t('wizard.failedDescription'),
      );
      if (issue?.path.startsWith('child')) dispatch({ type: 'goTo', step: 'child' });
    }
  }

  return (
    <StepFrame
      headingId="wizard-confirm-title"
      title={t('wizard.confirm.title')}
      lead={t('wizard.confirm.lead')}
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
            </div>
          ) : (
            '—'
          )}
        </SummaryRow>
      </SummaryList>
      <ChosenClassFit />
      <p className="text-sm text-ink-muted">{t('wizard.confirm.paymentNote')}</p>
      {incomplete ? <StepError>{t(`wizard.${incomplete}`)}</StepError> : null}
      <WizardNav
        onNext={submit}
        busy={register.isPending}
        nextLabel={register.isPending ? t('wizard.confirm.submitting') : t('wizard.confirm.submit')}
        nextIcon={
          register.isPending ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Send aria-hidden="true" />
          )
        }
      />
    </StepFrame>
  );
}
