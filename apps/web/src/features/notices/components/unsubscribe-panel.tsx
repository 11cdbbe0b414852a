import type { UnsubscribeState } from '@swim/shared/api/notices';
import {
  BellOff,
  BellRing,
  LoaderCircle,
  type LucideIcon,
  RotateCw,
  Settings,
  ShieldCheck,
  TriangleAlert,
} from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useErrorText } from '../../../hooks/use-error-text';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/use-session';
import { showDestructiveToast } from '../../../lib/toast';
import { useSwitchMailByLink } from '../api/unsubscribe-by-link';

type Loaded = { state: UnsubscribeState } | { failure: unknown } | null;

/**
 * The one-click unsubscribe page: opening the link stops that kind of mail at once (one request, however often the
 * page renders), then says which mail stopped for which address, with a way back and to the full settings.
 */
export function UnsubscribePanel({ token }: { token: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const change = useSwitchMailByLink();
  const [loaded, setLoaded] = useState<Loaded>(null);
  const { mutate } = change;

  const unsubscribe = useCallback(() => {
    mutate(
      { token, mail: false },
      { onSuccess: (state) => setLoaded({ state }), onError: (failure) => setLoaded({ failure }) },
    );
  }, [mutate, token]);

  // Once per page: React's development double run of effects (and any later render) must not send it again.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    unsubscribe();
  }, [token, unsubscribe]);

  function switchMail(mail: boolean) {
    mutate(
      { token, mail },
      {
        onSuccess: (state) => setLoaded({ state }),
        onError: (error) => showDestructiveToast(t('notices.unsubscribe.changeFailed'), errorText(error)),
      },
    );
  }

  if (!token || (loaded && 'failure' in loaded && isInvalidLink(loaded.failure))) {
    return (
      <Frame icon={TriangleAlert} tone="danger" title={t('notices.unsubscribe.invalidTitle')}>
        <p>{t('errors.unsubscribeLinkInvalid')}</p>
        <SettingsLink />
      </Frame>
    );
  }
  if (loaded && 'failure' in loaded) {
    return (
      <Frame icon={TriangleAlert} tone="danger" title={t('notices.unsubscribe.failedTitle')}>
        <p>{errorText(loaded.failure)}</p>
        <div className="flex flex-wrap gap-3">
          <Button onClick={unsubscribe} disabled={change.isPending}>
            <RotateCw aria-hidden="true" />
            {t('actions.retry')}
          </Button>
          <SettingsLink />
        </div>
      </Frame>
    );
  }
  if (!loaded) {
    return (
      <Frame icon={LoaderCircle} tone="calm" title={t('notices.unsubscribe.title')} busy>
        <p role="status">{t('notices.unsubscribe.working')}</p>
      </Frame>
    );
  }

  const { kind, email, mail, required } = loaded.state;
  const words = { kind: t(`notices.kinds.${kind}.name`), email };
  if (required) {
    return (
      <Frame icon={ShieldCheck} tone="calm" title={t('notices.unsubscribe.requiredTitle')}>
        <p>{t('notices.unsubscribe.required', words)}</p>
        <SettingsLink />
      </Frame>
    );
  }
  return (
    <Frame
      icon={mail ? BellRing : BellOff}
      tone={mail ? 'calm' : 'done'}
      title={t(mail ? 'notices.unsubscribe.onTitle' : 'notices.unsubscribe.offTitle')}
    >
      <div role="status" className="flex flex-col gap-2">
        <p className="text-lg text-ink">{t(mail ? 'notices.unsubscribe.on' : 'notices.unsubscribe.off', words)}</p>
        {mail ? null : <p>{t('notices.unsubscribe.offMore')}</p>}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button variant={mail ? 'outline' : 'primary'} onClick={() => switchMail(!mail)} disabled={change.isPending}>
          {change.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {t(mail ? 'notices.unsubscribe.unsubscribeAgain' : 'notices.unsubscribe.resubscribe')}
        </Button>
        <SettingsLink />
      </div>
    </Frame>
  );
}

function isInvalidLink(error: unknown): boolean {
  return isApiError(error) && (error.code === 'UNSUBSCRIBE_LINK_INVALID' || error.code === 'VALIDATION_FAILED');
}

const TONES = {
  calm: 'bg-ocean-50 text-ocean-700',
  done: 'bg-lagoon-50 text-lagoon-700',
  danger: 'bg-red-50 text-red-700',
} as const;

type FrameProps = { icon: LucideIcon; tone: keyof typeof TONES; title: string; busy?: boolean; children: ReactNode };

/** The page's card: a sign of the state, the heading that names it, and what can be done. */
function Frame({ icon: Icon, tone, title, busy = false, children }: FrameProps) {
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-start gap-5 p-6 sm:p-8">
      <span className={`flex size-12 items-center justify-center rounded-full ${TONES[tone]}`}>
        <Icon aria-hidden="true" className={busy ? 'size-6 animate-spin' : 'size-6'} />
      </span>
      <h1 className="text-2xl font-bold text-ocean-950 sm:text-3xl">{title}</h1>
      <div className="flex flex-col gap-5 text-ink-muted">{children}</div>
    </Card>
  );
}

/** To the full settings: the profile's notices section (signing in first, when needed). */
function SettingsLink() {
  const { t } = useTranslation();
  const { status, role } = useSession();
  const profile = role === 'athlete' ? '/athlete/profile' : '/profile';
  return (
    <div className="flex flex-col gap-1.5">
      <Button asChild variant="outline" className="self-start">
        <Link to={`${profile}#notices`}>
          <Settings aria-hidden="true" />
          {t('notices.unsubscribe.settings')}
        </Link>
      </Button>
      {status === 'signed-out' ? <p className="text-sm">{t('notices.unsubscribe.signInFirst')}</p> : null}
    </div>
  );
}
