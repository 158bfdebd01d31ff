import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { getIdToken } from '../id-token';
import { postAuth } from './auth-request';
import { sessionQueryKey } from './get-session';

export interface SignInInput {
  email: string;
  password: string;
}

/** Fetches the new account's first ID token, which also starts the token sync (docs/product.md §7). */
export async function fetchFirstIdToken(): Promise<void> {
  try {
    await getIdToken(true);
  } catch (error) {
    // The session cookie is set; the session query fetches the token again.
    console.warn('The ID token could not be fetched after signing in', error);
  }
}

export async function signIn(input: SignInInput): Promise<void> {
  await postAuth(apiPaths.auth.signIn, input);
  await fetchFirstIdToken();
}

/** Signs in; the mutation settles once the session shows the user as signed in. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
