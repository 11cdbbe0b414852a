// The page a waiting-list offer's mail links to (/waitlist/offer?token=…&answer=accept|decline), signed in or not.
// Opening it changes nothing (mail scanners open links): it reads the offer and asks for the answer the link named,
// with the other answer one tap away; only a tap answers. Then it says what happened, and what comes next.
import type { OfferByToken } from '@swim/shared/api/waitlist';
import { pickText } from '@swim/shared/localized-text';
import { CalendarCheck, LoaderCircle, RotateCw, TriangleAlert, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../hooks/use-error-text';
import { useLanguage } from '../../../hooks/use-language';
import { isApiError } from '../../../lib/api-client';
import { showDestructiveToast } from '../../../lib/toast';
import { type LinkAnswer, useAnswerOfferByLink, useOfferByLink } from '../api/offer-by-link';
import { formatDeadline } from '../lib/format-deadline';
import { DashboardLink } from './dashboard-link';
import { OfferFrame } from './offer-frame';
import { type OfferOutcome, OfferResult } from './offer-result';
import { WaitingClass } from './waiting-class';

type OfferLinkPanelProps = {
  token: string;
  answer: LinkAnswer;
  /** The visitor chose the other answer: the page asks for that one instead. */
  onAnswerChange: (answer: LinkAnswer) => void;
};

/** A link whose secret names no offer (or was cut short): the server answers INVALID_TOKEN, or refuses its shape. */
function isInvalidLink(error: unknown): boolean {
  return isApiError(error) && ['INVALID_TOKEN', 'VALIDATION_FAILED', 'NOT_FOUND', 'BAD_REQUEST'].includes(error.code);
}

export function OfferLinkPanel({ token, answer, onAnswerChange }: OfferLinkPanelProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const offer = useOfferByLink(token);
  const send = useAnswerOfferByLink(token);
  const [outcome, setOutcome] = useState<OfferOutcome | null>(null);

  if (!token || (offer.isError && isInvalidLink(offer.error))) {
    return (
      <OfferFrame icon={TriangleAlert} tone="danger" title={t('waitlist.link.invalidTitle')}>
        <p>{t('waitlist.link.invalid')}</p>
        <DashboardLink />
      </OfferFrame>
    );
  }
  if (offer.isError) {
    return (
      <OfferFrame icon={TriangleAlert} tone="danger" title={t('waitlist.link.failedTitle')}>
        <p>{errorText(offer.error)}</p>
        <Button className="self-start" onClick={() => void offer.refetch()}>
          <RotateCw aria-hidden="true" />
          {t('actions.retry')}
        </Button>
      </OfferFrame>
    );
  }
  if (offer.isPending) {
    return (
      <OfferFrame icon={LoaderCircle} tone="calm" title={t('waitlist.link.loadingTitle')} busy>
        <p role="status">{t('waitlist.link.loading')}</p>
      </OfferFrame>
    );
  }
  if (outcome) return <OfferResult offer={offer.data} outcome={outcome} />;
  if (offer.data.status !== 'open') return <OfferResult offer={offer.data} outcome={{ kind: offer.data.status }} />;

  function submit() {
    send.mutate(answer, {
      onSuccess: (enrolled) => setOutcome(enrolled ? { kind: 'justAccepted', enrolled } : { kind: 'justDeclined' }),
      // A lapsed or already answered offer: the page reads it again and says so; anything else stays to be retried.
      onError: (error) => {
        if (isApiError(error) && (error.code === 'OFFER_EXPIRED' || error.code === 'OFFER_NOT_OPEN')) return;
        showDestructiveToast(t('waitlist.link.answerFailed'), errorText(error));
      },
    });
  }

  return (
    <OpenOffer offer={offer.data} answer={answer} busy={send.isPending} onSubmit={submit} onSwitch={onAnswerChange} />
  );
}

type OpenOfferProps = {
  offer: OfferByToken;
  answer: LinkAnswer;
  busy: boolean;
  onSubmit: () => void;
  onSwitch: (answer: LinkAnswer) => void;
};

/** The offer as the mail described it, with one button for the link's answer and the other answer beside it. */
function OpenOffer({ offer, answer, busy, onSubmit, onSwitch }: OpenOfferProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const words = { name: offer.childFirstName, class: pickText(offer.classTitle, language) };
  const accepting = answer === 'accept';
  return (
    <OfferFrame
      icon={accepting ? CalendarCheck : X}
      tone={accepting ? 'done' : 'muted'}
      title={t(accepting ? 'waitlist.link.acceptTitle' : 'waitlist.link.declineTitle', words)}
    >
      <div className="flex w-full flex-col gap-3 rounded-2xl border border-sand-200 bg-sand-50 p-4">
        <p className="text-lg font-bold text-ocean-950">{words.class}</p>
        <WaitingClass locationName={offer.locationName} sessions={offer.sessions} planType={offer.planType} />
      </div>
      <p className="font-semibold text-ink">
        {t('waitlist.offer.heldUntil', { name: offer.childFirstName, when: formatDeadline(offer.expiresAt, language) })}
      </p>
      <p>{t(accepting ? 'waitlist.link.acceptHint' : 'waitlist.link.declineHint', words)}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button size="lg" variant={accepting ? 'primary' : 'danger'} disabled={busy} onClick={onSubmit}>
          {busy ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : accepting ? (
            <CalendarCheck aria-hidden="true" />
          ) : (
            <X aria-hidden="true" />
          )}
          {t(accepting ? 'waitlist.offer.accept' : 'waitlist.offer.declineConfirm')}
        </Button>
        <Button size="lg" variant="outline" disabled={busy} onClick={() => onSwitch(accepting ? 'decline' : 'accept')}>
          {t(accepting ? 'waitlist.link.switchToDecline' : 'waitlist.link.switchToAccept')}
        </Button>
      </div>
    </OfferFrame>
  );
}
