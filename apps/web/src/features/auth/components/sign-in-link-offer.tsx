import { LoaderCircle, MailCheck, Mail } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useRequestSignInLink } from '../api/request-sign-in-link';
import { describeAuthError } from '../lib/auth-error';

type SignInLinkOfferProps = { email: string };

/** Offered when the server says the account is being attacked: the owner's way in is a link by mail. */
export function SignInLinkOffer({ email }: SignInLinkOfferProps) {
  const { t } = useTranslation();
  const request = useRequestSignInLink();
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function send() {
    try {
      await request.mutateAsync({ email });
    } catch (error) {
      showDestructiveToast(t('auth.signInLink.failedTitle'), describeAuthError(error, t));
      return;
    }
    showSuccessToast(t('auth.signInLink.sentTitle'), t('auth.signInLink.sentTo', { email }));
    setSentTo(email);
  }

  if (sentTo === email) {
    return (
      <div className="flex items-start gap-3 rounded-lg bg-lagoon-50 p-4 text-ink" role="status">
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-lagoon-700" />
        <p>{t('auth.signInLink.sentTo', { email })}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-ocean-100 p-4">
      <p className="text-ink-muted">{t('auth.signInLink.offer')}</p>
      <Button type="button" variant="outline" disabled={request.isPending} onClick={() => void send()}>
        {request.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Mail aria-hidden="true" />}
        {request.isPending ? t('auth.signInLink.submitting') : t('auth.signInLink.submit')}
      </Button>
    </div>
  );
}
