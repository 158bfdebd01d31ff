import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { postAuth } from './auth-request';
import { sessionQueryKey } from './get-session';
import { fetchFirstIdToken } from './sign-in';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  /** From an invitation's page: the account joins its workshop in the same request (docs/decisions/059, addendum). */
  invitationToken?: string;
}

/** Creates the account; the server signs it in straight away (autoSignIn). */
export async function signUp(input: SignUpInput): Promise<void> {
  await postAuth(apiPaths.auth.signUp, input);
  await fetchFirstIdToken();
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
