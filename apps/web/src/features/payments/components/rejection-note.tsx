import type { Payment } from '@swim/shared/api/payments';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';

/**
 * Why the club marked a declared payment as not received (issue 25): the day and the staff's reason in their own
 * words, in a translated frame, so the parent reads it on screen and not only in the mail.
 */
export function RejectionNote({ rejection }: { rejection: Payment['rejection'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!rejection) return null;
  return (
    <p className="max-w-72 text-xs break-words text-red-800">
      {t('payments.rejection.note', {
        date: formatDate(rejection.at, language, 'd MMMM'),
        reason: rejection.reason,
      })}
    </p>
  );
}
