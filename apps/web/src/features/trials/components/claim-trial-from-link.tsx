import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useErrorText } from '../../../hooks/use-error-text';
import { useSession } from '../../../lib/session/use-session';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useClaimTrial } from '../api/claim-trial';

/**
 * On a page a trial mail's link leads to (?trial=…, the dashboard or the wizard), once signed in: links that trial to
 * the account, says so, and takes the secret out of the address. Renders nothing.
 */
export function ClaimTrialFromLink() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { status } = useSession();
  const [params, setParams] = useSearchParams();
  const token = params.get('trial');
  const claim = useClaimTrial();
  const { mutate } = claim;
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || status !== 'signed-in' || sent.current === token) return;
    sent.current = token;
    mutate(token, {
      onSuccess: ({ linked }) => {
        if (linked) showSuccessToast(t('trials.claim.linkedTitle'), t('trials.claim.linked'));
      },
      onError: (error) => showDestructiveToast(t('trials.claim.failed'), errorText(error)),
      onSettled: () =>
        setParams(
          (current) => {
            current.delete('trial');
            return current;
          },
          { replace: true },
        ),
    });
  }, [token, status, mutate, setParams, t, errorText]);
  return null;
}
