// What the rest of the app may use from the legal feature: the /law/* pages and their addresses.
export { CookiesPolicyRoute, LegalAdviceRoute, PrivacyPolicyRoute } from './components/legal-routes';
export { LEGAL_DOCUMENT_KEYS, LEGAL_PATHS, type LegalDocumentKey } from './legal-paths';
