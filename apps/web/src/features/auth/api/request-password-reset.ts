import type { FunctionInput } from '@rueda/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';

export type RequestPasswordResetInput = FunctionInput<'dbUsersManageSendWorkshopPasswordResetEmail'>;

/** docs/product.md §7: mails a reset link; true when sent, false when no account has the email. */
export function requestPasswordReset(input: RequestPasswordResetInput): Promise<boolean> {
  return call('dbUsersManageSendWorkshopPasswordResetEmail', input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
