// The customer's page speaks Spanish or Portuguese (docs/product.md §1): the browser's language first, then the
// customer's choice, kept on this device. Its texts are its own (locales/), checked for the same keys in both
// languages by its test; a small translator of its own keeps i18next and the staff app's namespaces off the page.
import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import es from './locales/es.json';
import pt from './locales/pt.json';

export const PAGE_LANGUAGES = ['es', 'pt'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

const TEXTS: Record<PageLanguage, typeof es> = { es, pt };
const STORAGE_KEY = 'rueda.repairLink.language';
/** Dates and amounts as each language writes them. */
export const LOCALES: Record<PageLanguage, string> = { es: 'es-ES', pt: 'pt-PT' };

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type TextKey = Leaves<typeof es>;

/** The stored choice, else Portuguese for a browser that prefers it, else Spanish. */
export function initialLanguage(): PageLanguage {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (stored === 'es' || stored === 'pt') return stored;
  } catch {
    // Storage refused (private browsing): the browser's language decides.
  }
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of preferred) {
    const base = tag.toLowerCase().slice(0, 2);
    if (base === 'pt' || base === 'es') return base;
  }
  return 'es';
}

export function translate(language: PageLanguage, key: TextKey, values: Record<string, string | number> = {}): string {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], TEXTS[language]);
  return String(text).replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name] ?? ''));
}

interface Texts {
  language: PageLanguage;
  setLanguage: (language: PageLanguage) => void;
  t: (key: TextKey, values?: Record<string, string | number>) => string;
}

const TextsContext = createContext<Texts | null>(null);

export function TextsProvider({ children, language: initial = initialLanguage() }: { children: ReactNode; language?: PageLanguage }) {
  const [language, setLanguageState] = useState(initial);
  const setLanguage = useCallback((next: PageLanguage) => {
    setLanguageState(next);
    document.documentElement.lang = next;
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // The choice still holds for this visit.
    }
  }, []);
  const value = useMemo(() => ({ language, setLanguage, t: translate.bind(null, language) }), [language, setLanguage]);
  return <TextsContext value={value}>{children}</TextsContext>;
}

export function useTexts(): Texts {
  const texts = use(TextsContext);
  if (!texts) throw new Error('useTexts must be used inside <TextsProvider>');
  return texts;
}
