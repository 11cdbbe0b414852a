import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { oneOf } from '../../../lib/one-of';

/** The messages the arrears schemas (@swim/shared/api/arrears) and the write-off route give, as catalog keys. */
const ARREARS_VALIDATION_KEYS = [
  'noteRequired',
  'tooLong',
  'invalid',
  'amountRequired',
  'amountInvalid',
  'reasonRequired',
  'moreThanOwed',
] as const;
export type ArrearsValidationKey = (typeof ARREARS_VALIDATION_KEYS)[number];

/** A schema's or the server's message in the reader's language ('arrears.validation.*'); unknown reads as invalid. */
export function useArrearsValidationText() {
  const { t } = useTranslation();
  return useCallback(
    (message: string | undefined) =>
      message === undefined
        ? undefined
        : t(`arrears.validation.${oneOf(ARREARS_VALIDATION_KEYS, message) ?? 'invalid'}`),
    [t],
  );
}
