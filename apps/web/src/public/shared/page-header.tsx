// The customers' pages' header: the workshop's logo at a fixed size (no shift when it arrives) and its name, or the
// page's title, with the language switch beside them.
import type { ReactNode } from 'react';
import { LanguageSwitch } from './language-switch';
import type { PageLanguage } from './texts';

/** The logo's side in CSS pixels, set on the image so its place is kept before it loads. */
const LOGO_SIDE = 48;

export function PageHeader({
  title,
  logoUrl,
  switchLabel,
  language,
  onLanguage,
}: {
  title: ReactNode;
  /** docs/product.md §18.2: the workshop's logo, when it has one, from an address that names no workshop. */
  logoUrl: string | null;
  switchLabel: string;
  language: PageLanguage;
  onLanguage: (language: PageLanguage) => void;
}) {
  return (
    <header className="rp-header">
      <div className="rp-brand">
        {logoUrl ? <img className="rp-logo" src={logoUrl} alt="" width={LOGO_SIDE} height={LOGO_SIDE} /> : null}
        <h1>{title}</h1>
      </div>
      <LanguageSwitch label={switchLabel} language={language} onChange={onLanguage} />
    </header>
  );
}
