// Every locale file, read at once, for the tests that check the texts themselves (both languages have every
// key, the legal documents are complete). The app fetches them per screen instead (lib/i18n.ts).
import { LANGUAGES, type Language } from '@rueda/domain';
import type { Namespace } from '@/lib/i18n';

const FILES = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*.json', { eager: true });

/** The namespace and language of a locale file: es.json is 'translation' in Spanish, repairs.pt.json 'repairs' in Portuguese. */
function nameOf(file: string): { namespace: Namespace; language: Language } {
  const [first, second] = file
    .replace(/^.*\//, '')
    .replace(/\.json$/, '')
    .split('.') as [string, string | undefined];
  return second === undefined
    ? { namespace: 'translation', language: first as Language }
    : { namespace: first as Namespace, language: second as Language };
}

export const allLocales: Record<Language, Record<Namespace, Record<string, unknown>>> = Object.fromEntries(
  LANGUAGES.map((language) => [language, {}]),
) as Record<Language, Record<Namespace, Record<string, unknown>>>;
for (const [file, module] of Object.entries(FILES)) {
  const { namespace, language } = nameOf(file);
  allLocales[language][namespace] = module.default;
}
