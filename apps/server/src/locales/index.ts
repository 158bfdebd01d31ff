// The server's words (docs/style.md §5: no Spanish or Portuguese in code): mails, invoices, the payment pages.
import type { Language } from '@rueda/domain';
import es from './es.json' with { type: 'json' };
import pt from './pt.json' with { type: 'json' };

export type ServerTexts = typeof es;

const LOCALES = { es, pt } satisfies Record<Language, ServerTexts>;

export function localeFor(language: Language): ServerTexts {
  return LOCALES[language];
}

/** How each language writes numbers and dates (Intl). */
export const INTL_LOCALES: Record<Language, string> = { es: 'es-ES', pt: 'pt-PT' };

/** Dates are days where the workshops are: Spain's peninsula for Spanish, Portugal's mainland for Portuguese. */
export const TIME_ZONES: Record<Language, string> = { es: 'Europe/Madrid', pt: 'Europe/Lisbon' };
