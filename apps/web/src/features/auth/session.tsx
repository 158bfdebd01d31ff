// Who is signed in, for every screen: the server's session plus the claims of the ID token in memory
// (docs/product.md §3). The claims follow the token, so a renewal with new claims shows at once.
import type { TTokenClaims } from '@rueda/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { isConnectionFailure } from '@/lib/connection';
import { sessionQueryKey, sessionQueryOptions, type TSessionUser } from './api/get-session';
import { claimsOfIdToken, currentIdToken, onIdTokenChange } from './id-token';

export type Session =
  /** `user` is there when the server knows the user and only the ID token is awaited (say, being renewed). */
  { status: 'loading'; user?: TSessionUser } | { status: 'signed-out' } | { status: 'signed-in'; user: TSessionUser; claims: TTokenClaims };

export type SessionState = Session & {
  /** Asks the server again; resolves when the answer is in. */
  refetch: () => Promise<void>;
};

const SessionContext = createContext<SessionState | null>(null);

const subscribeToIdToken = (onChange: () => void) => onIdTokenChange(onChange);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data: user, error } = useQuery(sessionQueryOptions);
  const token = useSyncExternalStore(subscribeToIdToken, currentIdToken);
  const claims = useMemo(() => (token ? claimsOfIdToken(token) : null), [token]);

  useEffect(
    () =>
      onIdTokenChange((event) => {
        // The token went away (the server no longer knows the session) while a user is still shown:
        // ask the server what is true now.
        if (event.type === 'cleared' && queryClient.getQueryData(sessionQueryKey)) {
          void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        }
      }),
    [queryClient],
  );

  const refetch = useCallback(() => queryClient.invalidateQueries({ queryKey: sessionQueryKey }), [queryClient]);

  const value = useMemo((): SessionState => {
    // A server that cannot be reached has said nothing about the session: it stays loading (the guard
    // goes on as signed out after its 5 s, docs/product.md §2) and is asked again once the connection is back.
    if (user === undefined) return { status: error && !isConnectionFailure(error) ? 'signed-out' : 'loading', refetch };
    if (user === null) return { status: 'signed-out', refetch };
    if (!claims) return { status: 'loading', user, refetch };
    return { status: 'signed-in', user, claims, refetch };
  }, [user, error, claims, refetch]);

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionState {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
