// Accounts' codes that build no zod schema: the sign-in error codes (docs/product.md §8) and the workshop roles
// (docs/product.md §3, §6). auth.ts re-exports them beside the claims' schemas (docs/decisions/068).

/**
 * Sign-in and registration failures the web app tells apart (docs/product.md §8). The server answers these
 * in the `code` field of an auth error; each has its own toast text in the locale files.
 */
export const AUTH_ERROR_CODES = {
  wrongPassword: 'auth/wrong-password',
  userNotFound: 'auth/user-not-found',
  emailInUse: 'auth/email-already-in-use',
  tooManyRequests: 'auth/too-many-requests',
  /** Too many sign-up or password-reset requests from one address (not in the spec's catalogue). */
  requestLimit: 'auth/request-limit-exceeded',
  /** docs/product.md §17.3: the workshop deactivated this member (Firebase's code for a disabled account). */
  userDisabled: 'auth/user-disabled',
} as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[keyof typeof AUTH_ERROR_CODES];

/** The locale key of the toast for an auth error code; anything unknown is the "other" text. */
export function authErrorMessageKey(code: unknown): string {
  switch (code) {
    case AUTH_ERROR_CODES.wrongPassword:
      return 'auth.errors.wrongPassword';
    case AUTH_ERROR_CODES.userNotFound:
      return 'auth.errors.userNotFound';
    case AUTH_ERROR_CODES.emailInUse:
      return 'auth.errors.emailInUse';
    case AUTH_ERROR_CODES.tooManyRequests:
      return 'auth.errors.tooManyRequests';
    case AUTH_ERROR_CODES.requestLimit:
      return 'auth.errors.requestLimit';
    case AUTH_ERROR_CODES.userDisabled:
      return 'auth.errors.userDisabled';
    default:
      return 'auth.errors.other';
  }
}

/** docs/product.md §3, §6: the workshop roles; the customer role is excluded. */
export const WORKSHOP_ROLES = ['admin', 'manager', 'mechanic'] as const;
export type WorkshopRole = (typeof WORKSHOP_ROLES)[number];

/**
 * docs/product.md §32.2: the role a chain's administrator holds in a workshop of the chain where they are not a member:
 * its screens in read mode. A role of the claims and the permissions, never a membership's (nobody is invited as one).
 */
export const CHAIN_READER_ROLE = 'chainAdmin';
/** The roles an ID token's workshop claim may name: a member's, or a chain administrator's read mode. */
export const CLAIM_ROLES = [...WORKSHOP_ROLES, CHAIN_READER_ROLE] as const;
export type ClaimRole = (typeof CLAIM_ROLES)[number];
