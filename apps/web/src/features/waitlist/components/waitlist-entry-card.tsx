import type { FamilyWaitlistEntry } from '@swim/shared/api/waitlist';
import { pickText } from '@swim/shared/localized-text';
import { CalendarCheck, Hourglass, ListOrdered, LoaderCircle, LogOut, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ActionDialog } from '../../../components/action-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../hooks/use-error-text';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useAcceptOffer, useDeclineOffer } from '../api/answer-offer';
import { useLeaveWaitlist } from '../api/leave-waitlist';
import { formatDeadline } from '../lib/format-deadline';
import { WaitingClass } from './waiting-class';

/** One waiting child: the class, its place in line and "Leave the list", or the place held for it and the answers. */
export function WaitlistEntryCard({ entry }: { entry: FamilyWaitlistEntry }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const className = pickText(entry.classTitle, language);
  const titleId = `waitlist-${entry.id}-title`;
  const held = entry.offer !== null;
  return (
    <article
      aria-labelledby={titleId}
      className={`flex w-full flex-col rounded-(--radius-card) border bg-white shadow-card ${
        held ? 'border-lagoon-400 ring-2 ring-lagoon-300' : 'border-sand-200'
      }`}
    >
      <div className="flex flex-col gap-3 p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={titleId} className="min-w-0 text-lg leading-snug font-bold break-words text-ocean-950">
            {entry.childName}
            <span className="block text-base font-semibold text-ink">{className}</span>
          </h3>
          {held ? (
            <Badge tone="lagoon">
              <CalendarCheck aria-hidden="true" />
              {t('waitlist.card.placeHeld')}
            </Badge>
          ) : (
            <Badge tone="ocean">
              <ListOrdered aria-hidden="true" />
              {t('waitlist.card.position', { position: entry.position })}
            </Badge>
          )}
        </div>
        <WaitingClass locationName={entry.locationName} sessions={entry.sessions} planType={entry.planType} />
        <p className="text-sm text-ink-muted">
          {t('waitlist.card.joined', { date: formatDate(entry.joinedAt, language) })}
        </p>
      </div>
      <div className="mt-auto border-t border-sand-200 p-5">
        {entry.offer ? (
          <HeldPlace entry={entry} offerId={entry.offer.id} expiresAt={entry.offer.expiresAt} />
        ) : (
          <Waiting entry={entry} />
        )}
      </div>
    </article>
  );
}

function Waiting({ entry }: { entry: FamilyWaitlistEntry }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const leave = useLeaveWaitlist();
  const [open, setOpen] = useState(false);
  const words = { name: entry.childName, class: pickText(entry.classTitle, language) };

  function confirmLeave() {
    leave.mutate(
      { childId: entry.childId, entryId: entry.id },
      {
        onSuccess: () => {
          setOpen(false);
          showSuccessToast(t('waitlist.leave.done', words));
        },
        onError: (error) => {
          setOpen(false);
          showDestructiveToast(t('waitlist.leave.failed'), errorText(error));
        },
      },
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-start gap-2 text-sm text-ink">
        <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ocean-600" />
        {t(entry.position === 1 ? 'waitlist.card.nextInLine' : 'waitlist.card.waiting', words)}
      </p>
      <ActionDialog
        open={open}
        onOpenChange={setOpen}
        alert
        trigger={
          <Button variant="outline" size="sm" className="self-start">
            <LogOut aria-hidden="true" />
            {t('waitlist.leave.action')}
            <span className="sr-only">: {entry.childName}</span>
          </Button>
        }
        title={t('waitlist.leave.title', words)}
        description={t('waitlist.leave.description', words)}
        submitLabel={t('waitlist.leave.confirm')}
        submitVariant="danger"
        cancelLabel={t('waitlist.leave.keep')}
        busy={leave.isPending}
        onSubmit={confirmLeave}
      />
    </div>
  );
}

type HeldPlaceProps = { entry: FamilyWaitlistEntry; offerId: string; expiresAt: string };

/** The place held for the child until its deadline: take it (enrolls, first payment due) or give it up. */
function HeldPlace({ entry, offerId, expiresAt }: HeldPlaceProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const accept = useAcceptOffer();
  const decline = useDeclineOffer();
  const [declining, setDeclining] = useState(false);
  const words = { name: entry.childName, class: pickText(entry.classTitle, language) };
  const busy = accept.isPending || decline.isPending;

  function take() {
    accept.mutate(offerId, {
      onSuccess: (enrolled) =>
        showSuccessToast(t('waitlist.offer.acceptedTitle', words), t('waitlist.offer.acceptedToast'), {
          label: t('waitlist.offer.payNow'),
          onClick: () =>
            navigate(
              `/child/${encodeURIComponent(enrolled.childId)}/payment?enrollment=${encodeURIComponent(enrolled.enrollmentId)}`,
            ),
        }),
      onError: (error) => showDestructiveToast(t('waitlist.offer.acceptFailed'), errorText(error)),
    });
  }

  function giveUp() {
    decline.mutate(offerId, {
      onSuccess: () => {
        setDeclining(false);
        showSuccessToast(t('waitlist.offer.declinedTitle', words));
      },
      onError: (error) => {
        setDeclining(false);
        showDestructiveToast(t('waitlist.offer.declineFailed'), errorText(error));
      },
    });
  }

  return (
    <div className="flex flex-col gap-4 rounded-2xl bg-lagoon-50 p-4 text-ocean-950">
      <div className="flex flex-col gap-1">
        <p className="font-bold">
          {t('waitlist.offer.heldUntil', { name: entry.childName, when: formatDeadline(expiresAt, language) })}
        </p>
        <p className="text-sm text-ink">{t('waitlist.offer.heldHint')}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button onClick={take} disabled={busy}>
          {accept.isPending ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <CalendarCheck aria-hidden="true" />
          )}
          {t('waitlist.offer.accept')}
          <span className="sr-only">: {entry.childName}</span>
        </Button>
        <ActionDialog
          open={declining}
          onOpenChange={setDeclining}
          alert
          trigger={
            <Button variant="outline" disabled={busy}>
              <X aria-hidden="true" />
              {t('waitlist.offer.decline')}
              <span className="sr-only">: {entry.childName}</span>
            </Button>
          }
          title={t('waitlist.offer.declineTitle', words)}
          description={t('waitlist.offer.declineDescription', words)}
          submitLabel={t('waitlist.offer.declineConfirm')}
          submitVariant="danger"
          cancelLabel={t('waitlist.offer.keepOffer')}
          busy={decline.isPending}
          onSubmit={giveUp}
        />
      </div>
    </div>
  );
}
