import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-client';
import { getErrorMessageKey } from '../lib/error-message';
import { toValidationKey } from '../lib/validation-message';

/** A failed request as one translated sentence: the server's first field issue when it names one, else the code's. */
export function useErrorText() {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      const issue = isApiError(error) ? error.details[0]?.message : undefined;
      const key = issue ? toValidationKey(issue) : undefined;
      if (key && key !== 'invalid') return t(`validation.${key}`);
      return t(getErrorMessageKey(error));
    },
    [t],
  );
}
