// What the rest of the app may use from the legal feature: the /law/* pages.
export { CookiesPolicyRoute, LegalAdviceRoute, PrivacyPolicyRoute } from './components/legal-routes';
