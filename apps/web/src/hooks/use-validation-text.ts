import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toValidationKey } from '../lib/validation-message';

/** Turns a schema's message key (e.g. 'emailInvalid') into the user's language; undefined stays undefined. */
export function useValidationText() {
  const { t } = useTranslation();
  return useCallback(
    (message: string | undefined) => (message === undefined ? undefined : t(`validation.${toValidationKey(message)}`)),
    [t],
  );
}
