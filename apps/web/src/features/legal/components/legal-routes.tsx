// The three pages the router mounts at /law/* (docs/product.md §2).
import { LegalPage } from './legal-page';

export function CookiesPolicyRoute() {
  return <LegalPage document="cookiesPolicy" />;
}

export function LegalAdviceRoute() {
  return <LegalPage document="legalAdvice" />;
}

export function PrivacyPolicyRoute() {
  return <LegalPage document="privacyPolicy" />;
}
