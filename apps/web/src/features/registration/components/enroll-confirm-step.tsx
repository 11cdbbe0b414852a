import { LoaderCircle, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useEnrollChild } from '../api/enroll-child';
import { useWizard } from '../hooks/use-wizard';
import { ChosenClassFit } from './chosen-class-fit';
import { SelectionSummary } from './selection-summary';
import { SummaryList, SummaryRow } from './summary-list';
import { StepError, StepFrame, WizardNav } from './wizard-frame';

type EnrollConfirmStepProps = { childId: string; childName: string; focusOnMount: boolean };

export function EnrollConfirmStep({ childId, childName, focusOnMount }: EnrollConfirmStepProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, dispatch } = useWizard();
  const enroll = useEnrollChild(childId);
  const [incomplete, setIncomplete] = useState(false);

  async function submit() {
    const { classId, planType } = state;
    if (!classId || !planType) return setIncomplete(true);
    setIncomplete(false);
    try {
      await enroll.mutateAsync({ classId, planType });
      showSuccessToast(t('enroll.successTitle'), t('enroll.successDescription', { name: childName }));
      navigate(`/child/${childId}`);
    } catch (error) {
      const code = isApiError(error) ? error.code : null;
      if (code === 'CLASS_FULL') {
        showDestructiveToast(t('enroll.failedTitle'), t('wizard.classFullDescription'));
        dispatch({ type: 'classFull' });
        return;
      }
      showDestructiveToast(
        t('enroll.failedTitle'),
        code === 'ALREADY_ENROLLED' ? t('enroll.alreadyEnrolled') : t('enroll.failedDescription'),
      );
    }
  }

  return (
    <StepFrame
      headingId="wizard-confirm-title"
      title={t('wizard.confirm.title')}
      lead={t('enroll.confirmLead')}
      focusOnMount={focusOnMount}
    >
      <SummaryList>
        <SummaryRow label={t('wizard.confirm.child')}>
          <p className="font-semibold">{childName}</p>
        </SummaryRow>
        <SelectionSummary locationStep="class" />
      </SummaryList>
      <ChosenClassFit />
      <p className="text-sm text-ink-muted">{t('wizard.confirm.paymentNote')}</p>
      {incomplete ? <StepError>{t('wizard.selectFirst')}</StepError> : null}
      <WizardNav
        onNext={submit}
        busy={enroll.isPending}
        nextLabel={enroll.isPending ? t('wizard.confirm.submitting') : t('enroll.submit')}
        nextIcon={
          enroll.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />
        }
      />
    </StepFrame>
  );
}
