// Business constants with the names docs/product.md §9 gives them. Every number the spec states lives here.

/** docs/product.md §9: subscription data is stale after 30 seconds. */
export const SUBSCRIPTION_CACHE_MS = 30_000;
/** docs/product.md §7, §9: callable functions time out after 70 seconds. */
export const CALLABLE_TIMEOUT_MS = 70_000;
/** docs/product.md §2, §9: the navigation guard waits up to 5 seconds for authentication. */
export const AUTH_WAIT_MS = 5_000;
/** docs/product.md §4, §9: claims are rechecked every 10 minutes. */
export const CLAIMS_RECHECK_MS = 10 * 60 * 1000;
/** docs/product.md §4, §9: delay before each claims check. */
export const CHECK_DELAY_MS = 100;
/** docs/product.md §4, §9: a forced check waits 2 seconds. */
export const FORCED_CHECK_WAIT_MS = 2_000;
/** docs/product.md §4, §9: a repeat notification for the same state is suppressed for 30 seconds. */
export const REPEAT_NOTIFICATION_SUPPRESSION_MS = 30_000;
/** docs/product.md §9: toasts. */
export const TOAST_TIMEOUT_MS = 5_000;
export const TOAST_LIMIT = 20;
export const TOAST_POSITION = 'top-right' as const;
/** docs/product.md §9: amounts are formatted with the es-ES locale. */
export const AMOUNT_LOCALE = 'es-ES';
/** docs/product.md §3, §9: the default currency is € EUR. */
export const DEFAULT_CURRENCY = { symbol: '€', name: 'EUR' } as const;
/** docs/product.md §1, §9: the languages of the interface; Spanish is the default. */
export const LANGUAGES = ['es', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';
/** docs/product.md §9: the default repairs timeframe. */
export const DEFAULT_REPAIRS_TIMEFRAME = 'monthly' as const;
/** docs/product.md §2: the session flag that skips one onboarding redirect. */
export const ONBOARDING_JUST_COMPLETED_FLAG = 'onboarding-just-completed';

/** docs/product.md §9: the ID token lives at most one hour. */
export const ID_TOKEN_LIFETIME_SECONDS = 60 * 60;
/** docs/product.md §9: an account is locked for 15 minutes after 10 failed sign-ins within 15 minutes. */
export const SIGN_IN_LOCKOUT_MAX_FAILURES = 10;
export const SIGN_IN_LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_LOCKOUT_DURATION_MS = 15 * 60 * 1000;
/** docs/product.md §9: a password-reset code expires within one hour. */
export const PASSWORD_RESET_CODE_LIFETIME_SECONDS = 60 * 60;
/** Passwords: better-auth's default bounds, kept in one place so forms and server agree. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The first of an Accept-Language header's entries that Rueda speaks, else the default. */
export function languageOfHeader(header: string | undefined): Language {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().slice(0, 2);
    if (tag && (LANGUAGES as readonly string[]).includes(tag)) return tag as Language;
  }
  return DEFAULT_LANGUAGE;
}
