import { CLUB_SETTINGS_MESSAGES } from '@swim/shared/api/club-settings';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '../../../hooks/use-validation-text';
import { isOneOf } from '../../../lib/one-of';

/** This feature's own messages ('clubAdmin.validation.*'); every other key goes through the common catalog. */
const OWN_MESSAGES = [...CLUB_SETTINGS_MESSAGES, 'replyRequired', 'dateRangeInvalid'] as const;
type OwnMessage = (typeof OWN_MESSAGES)[number];

const isOwn = (message: string): message is OwnMessage => isOneOf(OWN_MESSAGES, message);

/** A schema message key in the user's language. */
export function useClubAdminValidation() {
  const { t } = useTranslation();
  const common = useValidationText();
  return useCallback(
    (message: string | undefined) => {
      if (message === undefined) return undefined;
      return isOwn(message) ? t(`clubAdmin.validation.${message}`) : common(message);
    },
    [t, common],
  );
}
