import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '../../../hooks/use-validation-text';

// The payment schemas' message keys; the shared list in lib/validation-message does not know them yet.
const PAYMENT_KEYS = [
  'periodRequired',
  'periodInvalid',
  'methodRequired',
  'enrollmentRequired',
  'recurringCardOnly',
  'planRequired',
] as const;
type PaymentKey = (typeof PAYMENT_KEYS)[number];
const isPaymentKey = (message: string): message is PaymentKey => (PAYMENT_KEYS as readonly string[]).includes(message);

/** A payment schema's message key in the user's language; other keys go through the shared translation. */
export function usePaymentValidationText() {
  const { t } = useTranslation();
  const validationText = useValidationText();
  return useCallback(
    (message: string | undefined) =>
      message !== undefined && isPaymentKey(message) ? t(`validation.${message}`) : validationText(message),
    [t, validationText],
  );
}
