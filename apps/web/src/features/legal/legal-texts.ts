// The legal pages' addresses (SPEC.md §2: under /law, no sign-in needed).
export const LEGAL_PATHS = {
  cookiesPolicy: '/law/cookies-policy',
  legalAdvice: '/law/legal-advice',
  privacyPolicy: '/law/privacy-policy',
} as const;

export type LegalDocumentKey = keyof typeof LEGAL_PATHS;

/** The order the pages are listed in, wherever they are listed together. */
export const LEGAL_DOCUMENT_KEYS = ['legalAdvice', 'privacyPolicy', 'cookiesPolicy'] as const satisfies readonly LegalDocumentKey[];

/** The day the legal texts last changed; shown on every page. Change it with the texts. */
export const LEGAL_TEXTS_UPDATED_ON = '2026-11-21';
