import { INVOICE_MESSAGES } from '@swim/shared/api/invoices';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isOneOf } from '../lib/one-of';
import { useValidationText } from './use-validation-text';

// An invoice's address is any address, not the one in Bulgarian the common 'addressRequired' asks for; a recipient's
// name may be one character, not the two the common 'nameRequired' asks for.
const OWN_MESSAGES = [...INVOICE_MESSAGES, 'addressRequired', 'nameRequired'] as const;
type InvoiceMessage = (typeof OWN_MESSAGES)[number];
const isInvoiceMessage = (message: string): message is InvoiceMessage => isOneOf(OWN_MESSAGES, message);

/**
 * A message of the invoice schemas (the club's legal details, an invoice's recipient) in the user's language: their
 * own keys under 'invoices.validation.*', the rest ('tooLong'...) through the common catalog.
 */
export function useInvoiceValidationText() {
  const { t } = useTranslation();
  const common = useValidationText();
  return useCallback(
    (message: string | undefined) => {
      if (message === undefined) return undefined;
      return isInvoiceMessage(message) ? t(`invoices.validation.${message}`) : common(message);
    },
    [t, common],
  );
}
