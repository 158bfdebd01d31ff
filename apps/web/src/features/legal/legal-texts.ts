// Which legal texts exist (docs/product.md §2: under /law, no sign-in needed); their URLs are paths.law.
export const LEGAL_DOCUMENT_KEYS = ['legalAdvice', 'privacyPolicy', 'cookiesPolicy'] as const;

export type LegalDocumentKey = (typeof LEGAL_DOCUMENT_KEYS)[number];

/** The day the legal texts last changed; shown on every page. Change it with the texts. */
export const LEGAL_TEXTS_UPDATED_ON = '2026-11-21';
