import { useLocation, useSearchParams } from 'react-router';
import { toRedirectTarget } from '../lib/redirect-target';

type FromState = { from?: { pathname?: string; search?: string } } | null;

/** Where to go after signing in: `?redirect=`, or the protected page that sent the user here, else '/'. */
export function useRedirectTarget(): string {
  const [searchParams] = useSearchParams();
  const { state } = useLocation() as { state: FromState };
  const param = searchParams.get('redirect');
  if (param) return toRedirectTarget(param);
  const from = state?.from;
  return from?.pathname ? toRedirectTarget(`${from.pathname}${from.search ?? ''}`) : '/';
}
