// A person's consents as cards: what each allows (the full text, in the reader's language), the answer in force with
// who gave it and when, and a way to give or withdraw it. Used on a child's profile and in the athlete's area.
import type { ConsentState, ConsentsView } from '@swim/shared/api/consents';
import { CONSENT_TEXTS, type ConsentKind } from '@swim/shared/privacy';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../hooks/use-language';
import { formatDate } from '../lib/format-date';
import { Badge } from './ui/badge';
import { Button } from './ui/button';

/** A consent's moment: the day and the club's time. */
const WHEN = 'd MMMM yyyy, HH:mm';

type ConsentsListProps = {
  view: ConsentsView;
  /** The person the consents are about, for the sentences ("photos showing {{name}}"). */
  name: string;
  /** Answers a consent to the text version shown; resolves once saved (errors are the caller's toast). */
  onAnswer: (kind: ConsentKind, granted: boolean, textVersion: number) => Promise<unknown>;
  /** Who answers when the reader cannot: the athlete (on a parent's screen) or the parent (on the athlete's). */
  answeredElsewhere: 'athlete' | 'parent';
  /** The admin's console: the buttons record the answer of a signed paper form, for whoever signed it. */
  paper?: boolean;
};

function StateBadge({ consent }: { consent: ConsentState }) {
  const { t } = useTranslation();
  if (consent.granted === true) return <Badge tone="success">{t('consents.state.granted')}</Badge>;
  if (consent.granted === false) return <Badge tone="danger">{t('consents.state.refused')}</Badge>;
  return <Badge tone="sand">{t('consents.state.unanswered')}</Badge>;
}

function ConsentCard({
  consent,
  name,
  onAnswer,
  answeredElsewhere,
  paper = false,
}: { consent: ConsentState } & Omit<ConsentsListProps, 'view'>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const text = CONSENT_TEXTS[consent.kind];
  const answer = async (granted: boolean) => {
    setSaving(true);
    try {
      await onAnswer(consent.kind, granted, text.version);
      setConfirming(false);
    } finally {
      setSaving(false);
    }
  };
  const given = consent.givenAt ? formatDate(consent.givenAt, language, WHEN) : null;
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-white p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-bold text-ocean-950">{t(`consents.kinds.${consent.kind}`)}</h4>
        <StateBadge consent={consent} />
      </div>
      <p className="text-sm text-ink">{text.text[language]}</p>
      {given ? (
        <p className="text-sm text-ink-muted">
          {consent.givenAs === 'athlete'
            ? t('consents.answeredByAthlete', { date: given })
            : t(consent.givenAs === 'admin' ? 'consents.paper.recordedBy' : 'consents.answeredBy', {
                name: consent.givenByName ?? t('consents.someone'),
                date: given,
              })}
        </p>
      ) : null}
      {consent.needsAnswer && consent.granted !== null ? (
        <p className="text-sm font-semibold text-amber-800">{t('consents.renew')}</p>
      ) : null}
      {!consent.canAnswer ? (
        paper ? null : (
          <p className="text-sm text-ink-muted">
            {answeredElsewhere === 'athlete' ? t('consents.athleteAnswers') : t('consents.parentAnswers')}
          </p>
        )
      ) : confirming ? (
        <div className="flex flex-col gap-3 rounded-xl bg-sand-50 p-4">
          <p className="text-sm font-semibold text-ink">{t(`consents.confirmWithdraw.${consent.kind}`, { name })}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="danger" size="sm" disabled={saving} onClick={() => answer(false)}>
              {t('consents.confirmYes')}
            </Button>
            <Button variant="outline" size="sm" disabled={saving} onClick={() => setConfirming(false)}>
              {t('consents.keep')}
            </Button>
          </div>
        </div>
      ) : paper ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" disabled={saving} onClick={() => answer(true)}>
            {t('consents.paper.given')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={saving}
            onClick={() => (consent.granted === true ? setConfirming(true) : answer(false))}
          >
            {t('consents.paper.refused')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          {consent.granted !== true || consent.needsAnswer ? (
            <Button size="sm" disabled={saving} onClick={() => answer(true)}>
              {t('consents.give')}
            </Button>
          ) : null}
          {consent.granted === true ? (
            <Button variant="outline" size="sm" disabled={saving} onClick={() => setConfirming(true)}>
              {t('consents.withdraw')}
            </Button>
          ) : consent.granted === null ? (
            <Button variant="outline" size="sm" disabled={saving} onClick={() => answer(false)}>
              {t('consents.refuse')}
            </Button>
          ) : null}
        </div>
      )}
    </li>
  );
}

/** The consents in force, each with its text and answer, and the history of every answer below them. */
export function ConsentsList({ view, ...props }: ConsentsListProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-4">
        {view.consents.map((consent) => (
          <ConsentCard key={consent.kind} consent={consent} {...props} />
        ))}
      </ul>
      {view.history.length > 0 ? (
        <details className="rounded-2xl border border-sand-200 bg-white p-5">
          <summary className="cursor-pointer font-semibold text-ocean-900">{t('consents.history')}</summary>
          <ol className="mt-3 flex flex-col gap-2 text-sm text-ink">
            {view.history.map((entry) => (
              <li key={`${entry.kind}-${entry.givenAt}-${entry.granted}`}>
                {t(entry.granted ? 'consents.historyGiven' : 'consents.historyWithdrawn', {
                  date: formatDate(entry.givenAt, language, WHEN),
                  what: t(`consents.kinds.${entry.kind}`),
                  name:
                    entry.givenAs === 'athlete'
                      ? t('consents.theAthlete')
                      : entry.givenAs === 'admin'
                        ? t('consents.paper.byClub', { name: entry.givenByName ?? t('consents.someone') })
                        : (entry.givenByName ?? t('consents.someone')),
                })}{' '}
                <span className="text-ink-muted">
                  {entry.textVersion === 0
                    ? t('consents.versionBefore')
                    : t('consents.version', { version: entry.textVersion })}
                </span>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </div>
  );
}
