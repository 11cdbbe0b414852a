// The closure and session-change messages ('closures.validation.*'); every other key goes through the common catalog.
import { CLOSURE_MESSAGES, MAX_CLOSURE_DAYS } from '@swim/shared/api/closures';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../hooks/use-error-text';
import { useValidationText } from '../../../hooks/use-validation-text';
import { isApiError } from '../../../lib/api-client';
import { isOneOf } from '../../../lib/one-of';

type ClosureMessage = (typeof CLOSURE_MESSAGES)[number];
const isOwn = (message: string): message is ClosureMessage => isOneOf(CLOSURE_MESSAGES, message);

/** A schema message key in the user's language. */
export function useClosureValidation() {
  const { t } = useTranslation();
  const common = useValidationText();
  return useCallback(
    (message: string | undefined) => {
      if (message === undefined) return undefined;
      return isOwn(message) ? t(`closures.validation.${message}`, { max: MAX_CLOSURE_DAYS }) : common(message);
    },
    [t, common],
  );
}

/** A failed request as one sentence: this feature's own field message when the server names one, else the common text. */
export function useClosureErrorText() {
  const own = useClosureValidation();
  const common = useErrorText();
  return useCallback(
    (error: unknown) => {
      const issue = isApiError(error) ? error.details.find((detail) => isOwn(detail.message)) : undefined;
      return issue ? (own(issue.message) ?? common(error)) : common(error);
    },
    [own, common],
  );
}
