// The public pages speak Spanish or Portuguese (docs/product.md §1): the browser's language first, then the
// customer's choice, kept on this device. Each page's texts are its own (its locales/), checked for the same keys
// in both languages by its test; this small translator keeps i18next and the staff app's namespaces off the pages.
import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';

export const PAGE_LANGUAGES = ['es', 'pt'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

/** Dates and amounts as each language writes them. */
export const LOCALES: Record<PageLanguage, string> = { es: 'es-ES', pt: 'pt-PT' };

/** Every text's dotted key in a locale file. */
export type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type TextValues = Record<string, string | number>;

export interface Texts<Key extends string> {
  language: PageLanguage;
  setLanguage: (language: PageLanguage) => void;
  t: (key: Key, values?: TextValues) => string;
}

/** One page's translator: its texts in both languages, and where the customer's choice is kept. */
export function createPageTexts<Tree extends object>(texts: Record<PageLanguage, Tree>, storageKey: string) {
  type Key = Leaves<Tree> & string;

  /** The stored choice, else Portuguese for a browser that prefers it, else Spanish. */
  function initialLanguage(): PageLanguage {
    try {
      const stored = window.localStorage.getItem(storageKey);
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

  function translate(language: PageLanguage, key: Key, values: TextValues = {}): string {
    const text = (key as string).split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts[language]);
    return String(text).replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name] ?? ''));
  }

  const TextsContext = createContext<Texts<Key> | null>(null);

  function TextsProvider({ children, language: initial = initialLanguage() }: { children: ReactNode; language?: PageLanguage }) {
    const [language, setLanguageState] = useState(initial);
    const setLanguage = useCallback((next: PageLanguage) => {
      setLanguageState(next);
      document.documentElement.lang = next;
      try {
        window.localStorage.setItem(storageKey, next);
      } catch {
        // The choice still holds for this visit.
      }
    }, []);
    const value = useMemo(() => ({ language, setLanguage, t: translate.bind(null, language) }), [language, setLanguage]);
    return <TextsContext value={value}>{children}</TextsContext>;
  }

  function useTexts(): Texts<Key> {
    const value = use(TextsContext);
    if (!value) throw new Error('useTexts must be used inside <TextsProvider>');
    return value;
  }

  return { initialLanguage, translate, TextsProvider, useTexts };
}
