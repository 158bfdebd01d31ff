import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { postAuth } from './auth-request';

export interface ResetPasswordInput {
  newPassword: string;
  /** The one-time code from the mailed link (`oobCode`). */
  token: string;
}

export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await postAuth(apiPaths.auth.resetPassword, input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
