// The "Make-up credits" section of the admin's child record (issue 26 item 8): every credit of the child with its
// status, last day, where it came from, the reason an admin gave, and the make-up it booked; a credit granted or an
// available one revoked by hand, each with a reason.
import type { AdminCredit } from '@swim/shared/api/makeup-admin';
import type { CreditRevokeCause } from '@swim/shared/enums';
import { pickText } from '@swim/shared/localized-text';
import { CircleCheck, RotateCw, Ticket } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useErrorText } from '../../../hooks/use-error-text';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';
import { useChildCredits } from '../api/child-credits';
import { GrantCreditDialog, RevokeCreditDialog } from './credit-dialogs';

const STATUS_TONE: Record<AdminCredit['status'], BadgeTone> = {
  available: 'success',
  booked: 'ocean',
  used: 'neutral',
  expired: 'sand',
  revoked: 'danger',
};

/** The app's own causes of a revocation, as catalog keys; an admin's revocation shows the admin's words as typed. */
const REVOKE_CAUSES = {
  attended_after_all: 'makeupAdmin.reasons.attendedAfterAll',
  session_restored: 'makeupAdmin.reasons.sessionRestored',
  absence_withdrawn: 'makeupAdmin.reasons.absenceWithdrawn',
} as const satisfies Record<Exclude<CreditRevokeCause, 'admin'>, string>;

type Done = 'granted' | 'revoked';

/** The child's make-up credits, with "Grant a credit" and, on each available one, "Revoke". */
export function ChildCreditsSection({ childId, childName }: { childId: string; childName: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const headingId = useId();
  const credits = useChildCredits(childId);
  const [done, setDone] = useState<Done | null>(null);

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-(--radius-card) border border-sand-200 bg-white p-5 shadow-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h3 id={headingId} className="text-xl font-bold text-ocean-950">
            {t('makeupAdmin.title')}
          </h3>
          <p className="text-sm text-ink-muted">{t('makeupAdmin.hint')}</p>
        </div>
        {credits.data ? (
          <GrantCreditDialog
            childId={childId}
            childName={childName}
            creditExpiryDays={credits.data.creditExpiryDays}
            onDone={() => setDone('granted')}
          />
        ) : null}
      </div>
      {done ? (
        <p role="status" className="flex gap-2 rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t(`makeupAdmin.${done}`)}
        </p>
      ) : null}
      {credits.isPending ? (
        <Skeleton className="h-24 rounded-xl" />
      ) : credits.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-900">
          {errorText(credits.error)}
          <Button size="sm" variant="outline" onClick={() => void credits.refetch()}>
            <RotateCw aria-hidden="true" />
            {t('actions.retry')}
          </Button>
        </div>
      ) : credits.data.credits.length === 0 ? (
        <p className="text-ink-muted">{t('makeupAdmin.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-sand-200 rounded-2xl border border-sand-200">
          {credits.data.credits.map((credit) => (
            <CreditItem key={credit.id} childId={childId} credit={credit} onRevoked={() => setDone('revoked')} />
          ))}
        </ul>
      )}
    </section>
  );
}

type CreditItemProps = { childId: string; credit: AdminCredit; onRevoked: () => void };

function CreditItem({ childId, credit, onRevoked }: CreditItemProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const sessionDate = formatDate(credit.sessionDate, language);
  const origin = t(`makeupAdmin.source.${credit.source}`, { date: sessionDate });
  const reason =
    credit.revokedFor && credit.revokedFor !== 'admin' ? t(REVOKE_CAUSES[credit.revokedFor]) : credit.reason;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 px-4 py-3">
      <div className="flex min-w-0 flex-1 gap-3">
        <Ticket aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ocean-700" />
        <div className="flex min-w-0 flex-col gap-0.5 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <Badge tone={STATUS_TONE[credit.status]}>{t(`makeupAdmin.status.${credit.status}`)}</Badge>
            <span className="font-semibold text-ink">
              {t('makeupAdmin.validUntil', { date: formatDate(credit.expiresOn, language) })}
            </span>
          </p>
          <p className="text-ink-muted">
            {credit.classTitle ? `${origin} · ${pickText(credit.classTitle, language)}` : origin}
          </p>
          {credit.booking ? (
            <p className="text-ink">
              {t('makeupAdmin.booking', {
                when: formatDate(credit.booking.date, language, 'EEEE, d MMMM'),
                time: credit.booking.startTime,
                class: pickText(credit.booking.classTitle, language),
              })}
              {credit.booking.attendance ? ` · ${t(`makeupAdmin.attendance.${credit.booking.attendance}`)}` : ''}
            </p>
          ) : null}
          {reason ? <p className="break-words text-ink-muted">{t('makeupAdmin.reasonShown', { reason })}</p> : null}
        </div>
      </div>
      {credit.status === 'available' ? (
        <RevokeCreditDialog childId={childId} creditId={credit.id} expiresOn={credit.expiresOn} onDone={onRevoked} />
      ) : null}
    </li>
  );
}
