import type { SessionUserDto } from '@swim/shared/api/auth';
import type { Role } from '@swim/shared/enums';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ME_QUERY_KEY, meQueryOptions, toSignedOut } from './me';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export type Session = {
  status: SessionStatus;
  user: SessionUserDto | null;
  role: Role | null;
  googleEnabled: boolean;
  /** Reloads /api/me and resolves with the fresh user (or null). */
  reload: () => Promise<SessionUserDto | null>;
  /** True once the user signed out on this device (rather than the session running out), until the next sign-in. */
  signedOutByUser: boolean;
  /** Forgets the user on this client at once, as signed out by the user (also when the sign-out call failed). */
  clear: () => void;
};

// Guards send a visitor to /auth?redirect=<page>; after a deliberate sign-out the spec wants plain /auth.
let signedOutByUser = false;

/** The signed-in user as the server reports it (GET /api/me); a failed look-up reads as signed out. */
export function useSession(): Session {
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery(meQueryOptions);
  const reload = useCallback(async () => {
    await queryClient.refetchQueries({ queryKey: ME_QUERY_KEY });
    return queryClient.getQueryData(meQueryOptions.queryKey)?.user ?? null;
  }, [queryClient]);
  const clear = useCallback(() => {
    signedOutByUser = true;
    void queryClient.cancelQueries({ queryKey: ME_QUERY_KEY });
    queryClient.setQueryData(meQueryOptions.queryKey, (previous) => toSignedOut(previous));
    // Everything else cached belonged to the previous user.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
  }, [queryClient]);
  const user = data?.user ?? null;
  if (user) signedOutByUser = false;
  const status: SessionStatus = isPending ? 'loading' : user ? 'signed-in' : 'signed-out';
  return {
    status,
    user,
    role: user?.role ?? null,
    googleEnabled: data?.googleEnabled ?? false,
    signedOutByUser: !user && signedOutByUser,
    reload,
    clear,
  };
}
