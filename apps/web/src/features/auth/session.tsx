// Who is signed in, for every screen: the server's session plus the claims of the ID token in memory
// (docs/product.md §3). The claims follow the token, so a renewal with new claims shows at once.
import type { TTokenClaims } from '@rueda/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { isConnectionFailure } from '@/lib/connection';
import { deviceAccount, rememberDeviceAccount } from '@/lib/device-account';
import { sessionQueryKey, sessionQueryOptions, type TSessionUser } from './api/get-session';
import { claimsOfIdToken, currentIdToken, onIdTokenChange } from './id-token';

export type Session =
  /** `user` is there when the server knows the user and only the ID token is awaited (say, being renewed). */
  | { status: 'loading'; user?: TSessionUser }
  | { status: 'signed-out' }
  /** `isFromDevice`: the server could not be asked; the account and claims are those the device kept (§30.2). */
  | { status: 'signed-in'; user: TSessionUser; claims: TTokenClaims; isFromDevice?: boolean };

export type SessionState = Session & {
  /** Asks the server again; resolves when the answer is in. */
  refetch: () => Promise<void>;
};

const SessionContext = createContext<SessionState | null>(null);

const subscribeToIdToken = (onChange: () => void) => onIdTokenChange(onChange);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data: user, error, failureReason } = useQuery(sessionQueryOptions);
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
    if (user === undefined) {
      // docs/product.md §30.2: without a connection, the account last signed in on this device, as it was then; the
      // server is asked again once the connection is back, and its answer is what counts.
      const kept = isConnectionFailure(failureReason ?? error) ? deviceAccount() : null;
      if (kept) return { status: 'signed-in', user: kept.user, claims: kept.claims, isFromDevice: true, refetch };
      // A server that cannot be reached has said nothing about the session: it stays loading (the guard
      // goes on as signed out after its 5 s, docs/product.md §2) and is asked again once the connection is back.
      return { status: error && !isConnectionFailure(error) ? 'signed-out' : 'loading', refetch };
    }
    if (user === null) return { status: 'signed-out', refetch };
    if (!claims) return { status: 'loading', user, refetch };
    return { status: 'signed-in', user, claims, refetch };
  }, [user, error, failureReason, claims, refetch]);

  // What the device needs to start without a connection next time (lib/device-account.ts); once the server says
  // nobody is signed in (signed out, or the session expired), the device no longer starts as anyone.
  useEffect(() => {
    if (value.status === 'signed-in' && !value.isFromDevice)
      rememberDeviceAccount({ user: value.user, claims: value.claims, savedAt: Date.now() });
    if (user === null) rememberDeviceAccount(null);
  }, [value, user]);

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionState {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/**
 * The signed-in account's id, or null: signed out, still loading, or outside the session's provider (a component's
 * test). What a write kept on the device is kept for (docs/product.md §30.3).
 */
export function useSignedInUserId(): string | null {
  const session = use(SessionContext);
  return session?.status === 'signed-in' ? session.user.id : null;
}
