import type { AbsenceReported } from '@swim/shared/api/sessions';
import { CircleCheck, Info } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';

/**
 * What reporting an absence gave: a make-up credit with its last day, or why it gave none (the plan earns none, the
 * month's limit is reached, or a payment is overdue, which links to the payments to put it right).
 */
export function AbsenceResult({ result }: { result: AbsenceReported }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const shown = useRef<HTMLParagraphElement>(null);
  // It appears under the button just tapped, which may sit at the bottom of a phone's screen: bring it into view.
  useEffect(() => {
    shown.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  const earned = result.credit !== null;
  const text = result.credit
    ? t('sessions.reported.credit', { date: formatDate(result.credit.expiresOn, language) })
    : t(`sessions.reported.${result.creditWithheld ?? 'none'}`);
  const Icon = earned ? CircleCheck : Info;
  return (
    <p
      ref={shown}
      role="status"
      className={
        earned
          ? 'flex gap-2 rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900'
          : 'flex gap-2 rounded-xl bg-sand-100 px-3 py-2 text-sm text-ink'
      }
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {text}
        {result.creditWithheld === 'overdue' ? (
          <>
            {' '}
            <Link to="/payments" className="font-semibold text-ocean-800 underline underline-offset-4">
              {t('sessions.reported.payments')}
            </Link>
          </>
        ) : null}
      </span>
    </p>
  );
}
