import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWizard } from '../hooks/use-wizard';
import { LocationOptions } from './location-options';
import { StepError, StepFrame, WizardNav } from './wizard-frame';

export function LocationStep({ focusOnMount }: { focusOnMount: boolean }) {
  const { t } = useTranslation();
  const { state, dispatch } = useWizard();
  const [missing, setMissing] = useState(false);
  return (
    <StepFrame
      headingId="wizard-location-title"
      title={t('wizard.location.title')}
      lead={t('wizard.location.lead')}
      focusOnMount={focusOnMount}
    >
      <LocationOptions
        labelledBy="wizard-location-title"
        value={state.locationId}
        onChange={(locationId) => {
          setMissing(false);
          dispatch({ type: 'selectLocation', locationId });
        }}
      />
      {missing ? <StepError>{t('validation.selectLocation')}</StepError> : null}
      <WizardNav onNext={() => (state.locationId ? dispatch({ type: 'next' }) : setMissing(true))} />
    </StepFrame>
  );
}
