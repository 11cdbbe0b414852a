import { LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { showDestructiveToast } from '../../../lib/toast';
import { useGoogleSignIn } from '../api/sign-in-social';
import { describeAuthError } from '../lib/auth-error';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5!">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9Z" />
    </svg>
  );
}

/** 'Continue with Google' (back to the site root, as the spec says); when the club has not configured Google the button is disabled and says why. */
export function GoogleSignInButton({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const noteId = useId();
  const google = useGoogleSignIn();

  async function start() {
    try {
      const { url } = await google.mutateAsync('/');
      window.location.assign(url);
    } catch (error) {
      showDestructiveToast(t('auth.signIn.failedTitle'), describeAuthError(error, t));
    }
  }

  const busy = google.isPending || google.isSuccess;
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="outline"
        size="lg"
        onClick={start}
        disabled={!enabled || busy}
        aria-describedby={enabled ? undefined : noteId}
        className="w-full"
      >
        {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <GoogleMark />}
        {t('auth.google.continue')}
      </Button>
      {enabled ? null : (
        <p id={noteId} className="text-center text-sm text-ink-muted">
          {t('auth.google.unavailable')}
        </p>
      )}
    </div>
  );
}
