// The server's words (STYLE.md: no Spanish or Portuguese in code): mails, invoices, the payment pages.
import type { Language } from '@rueda/domain';
import es from './es.json' with { type: 'json' };
import pt from './pt.json' with { type: 'json' };

export type ServerTexts = typeof es;

const LOCALES = { es, pt } satisfies Record<Language, ServerTexts>;

export function localeFor(language: Language): ServerTexts {
  return LOCALES[language];
}
