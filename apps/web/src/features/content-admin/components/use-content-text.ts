import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '../../../hooks/use-validation-text';
import { isOneOf } from '../../../lib/one-of';

/** Validation keys the content console adds; the rest are the app's common ones. */
const CONTENT_KEYS = [
  'excerptRequired',
  'bodyRequired',
  'markdownHtml',
  'fileRequired',
  'mediaInvalid',
  'fileTooLarge',
] as const;
type ContentKey = (typeof CONTENT_KEYS)[number];
const isContentKey = (key: string | undefined): key is ContentKey => isOneOf(CONTENT_KEYS, key);

/** A schema's or the server's message key in the user's language (the console's own keys first). */
export function useContentValidationText() {
  const { t } = useTranslation();
  const common = useValidationText();
  return useCallback(
    (message: string | undefined) =>
      isContentKey(message) ? t(`contentAdmin.validation.${message}`) : common(message),
    [t, common],
  );
}

/** Megabytes for a byte count, as the limits are shown. */
export const toMegabytes = (bytes: number) => Math.floor(bytes / (1024 * 1024));
