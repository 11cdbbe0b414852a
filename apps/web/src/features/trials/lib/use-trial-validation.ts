import { TRIAL_MESSAGES } from '@swim/shared/api/trials';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '../../../hooks/use-validation-text';
import { isOneOf } from '../../../lib/one-of';

type OwnMessage = (typeof TRIAL_MESSAGES)[number];
const isOwn = (message: string): message is OwnMessage => isOneOf(TRIAL_MESSAGES, message);

/** A schema message key in the user's language: this feature's own ('trials.validation.*'), else the common ones. */
export function useTrialValidation() {
  const { t } = useTranslation();
  const common = useValidationText();
  return useCallback(
    (message: string | undefined) => {
      if (message === undefined) return undefined;
      return isOwn(message) ? t(`trials.validation.${message}`) : common(message);
    },
    [t, common],
  );
}
