// The sign-in page's two requests (docs/decisions/070), on the same wire as the staff app's: the sign-in is
// better-auth's POST /api/auth/sign-in/email (features/auth/api/sign-in.ts), whose failures carry the code of
// docs/product.md §8's catalogue; the reset link is the function `dbUsersManageSendWorkshopPasswordResetEmail`
// (features/auth/api/request-password-reset.ts), called without a token, in the page's language so the mail is.
import { authErrorMessageKey, codeOfWireStatus } from '@rueda/domain';
import type { PageLanguage } from '../shared/texts';

/** better-auth's sign-in path (config/paths.ts's apiPaths.auth.signIn). */
export const SIGN_IN_PATH = '/api/auth/sign-in/email';
/** The function that mails a password-reset link. */
export const RESET_FUNCTION_PATH = '/api/functions/dbUsersManageSendWorkshopPasswordResetEmail';

/** A failed sign-in: the locale key of its message (auth-constants.ts's authErrorMessageKey). */
export class SignInError extends Error {
  constructor(readonly messageKey: string) {
    super(messageKey);
  }
}

async function bodyOf(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    return null;
  }
}

/** Signs in; the session cookie is set by the answer. Throws a SignInError naming the message to show. */
export async function signIn(email: string, password: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(SIGN_IN_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  } catch {
    throw new SignInError(authErrorMessageKey(undefined));
  }
  if (response.ok) return;
  const body = await bodyOf(response);
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  throw new SignInError(authErrorMessageKey(code));
}

/** What asking for a reset link came to: sent, no account with the email, too many requests, or a failure. */
export type ResetOutcome = 'sent' | 'no-account' | 'request-limit' | 'failed';

/** docs/product.md §7: mails a reset link to `email`, written in `language`. */
export async function requestPasswordReset(email: string, language: PageLanguage): Promise<ResetOutcome> {
  let response: Response;
  try {
    response = await fetch(RESET_FUNCTION_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-language': language },
      body: JSON.stringify({ data: { email } }),
    });
  } catch {
    return 'failed';
  }
  const body = (await bodyOf(response)) as { result?: unknown; error?: { status?: unknown } } | null;
  if (response.ok && typeof body?.result === 'boolean') return body.result ? 'sent' : 'no-account';
  // Too many requests from this connection (docs/decisions/007) has its own text.
  const status = body?.error?.status;
  const code = typeof status === 'string' ? codeOfWireStatus(status) : response.status === 429 ? 'resource-exhausted' : null;
  return code === 'resource-exhausted' ? 'request-limit' : 'failed';
}
