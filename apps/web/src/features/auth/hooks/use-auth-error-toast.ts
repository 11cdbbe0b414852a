import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { describeAuthErrorParam } from '../lib/auth-error';

const PAGES_WITH_ERRORS = ['/', '/auth'];
// On /auth an expired reset link is explained inline next to the form that asks for a new one.
const EXPLAINED_ON_AUTH = ['INVALID_TOKEN', 'TOKEN_EXPIRED'];

/** A failed Google sign-in or mailed link returns with `?error=`: say so once, then tidy the address. */
export function useAuthErrorToast(): void {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const error = searchParams.get('error');

  useEffect(() => {
    if (!error || !PAGES_WITH_ERRORS.includes(pathname)) return;
    if (pathname === '/auth' && EXPLAINED_ON_AUTH.includes(error.toUpperCase())) return;
    toast.error(t('auth.signIn.failedTitle'), {
      id: `auth-error-${error}`,
      description: describeAuthErrorParam(error, t),
    });
    setSearchParams(
      (params) => {
        params.delete('error');
        params.delete('error_description');
        return params;
      },
      { replace: true },
    );
  }, [error, pathname, setSearchParams, t]);
}
