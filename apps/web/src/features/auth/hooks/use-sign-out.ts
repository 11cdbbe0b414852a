import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { forgetDevicePush } from '../../../lib/forget-device-push';
import { useSession } from '../../../lib/session/use-session';
import { showSuccessToast } from '../../../lib/toast';
import { useSignOutRequest } from '../api/sign-out';

/**
 * Signs out this device and goes to /auth; if the server call fails the client forgets the session anyway. First, while
 * the session still holds, this device stops getting the account's push notices (at most 2 s, never in the way).
 */
export function useSignOut() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { clear } = useSession();
  const request = useSignOutRequest();
  const { mutateAsync } = request;
  const [leaving, setLeaving] = useState(false);

  const signOut = useCallback(async () => {
    setLeaving(true);
    await forgetDevicePush();
    try {
      await mutateAsync();
      showSuccessToast(t('auth.signOut.successTitle'), t('auth.signOut.successDescription'));
    } catch {
      // Spec §8: on a sign-out error the stored session is removed and the user still goes to /auth.
    }
    setLeaving(false);
    clear();
    await navigate('/auth');
  }, [clear, mutateAsync, navigate, t]);

  return { signOut, pending: leaving || request.isPending };
}
