// The public pages speak Spanish or Portuguese (docs/product.md §1): the customer's choice, kept on this device in a
// cookie the server reads too (docs/decisions/067: the page is rendered in it), else the browser's language. Each
// page's texts are its own (its locales/), checked for the same keys in both languages by its test; this small
// translator keeps i18next and the staff app's namespaces off the pages.
import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';

export const PAGE_LANGUAGES = ['es', 'pt'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

/** Dates and amounts as each language writes them. */
export const LOCALES: Record<PageLanguage, string> = { es: 'es-ES', pt: 'pt-PT' };

/** The cookie that keeps the customer's choice of language, for both pages. */
export const LANGUAGE_COOKIE = 'rueda-page-language';
const YEAR_SECONDS = 31_536_000;

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

/** The language a Cookie header keeps, if any. */
export function languageOfCookie(cookie: string | undefined): PageLanguage | null {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(es|pt)(?:;|$)`).exec(cookie ?? '');
  return match ? (match[1] as PageLanguage) : null;
}

/** The first of Spanish or Portuguese in the browser's languages (Accept-Language's order by weight), if any. */
export function languageOfPreferences(tags: readonly string[]): PageLanguage | null {
  for (const tag of tags) {
    const base = tag.trim().toLowerCase().slice(0, 2);
    if (base === 'pt' || base === 'es') return base;
  }
  return null;
}

/** The page's language from what a request shows: the kept choice, else Accept-Language, else Spanish. */
export function pickLanguage(cookie: string | undefined, acceptLanguage: string | undefined): PageLanguage {
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const weight = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag, weight: weight === undefined ? 1 : Number(weight), index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
  return languageOfCookie(cookie) ?? languageOfPreferences(tags) ?? 'es';
}

/** In the browser: the kept choice, else the browser's languages, else Spanish. */
export function initialLanguage(): PageLanguage {
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
  return languageOfCookie(document.cookie) ?? languageOfPreferences(preferred) ?? 'es';
}

/** One page's translator: its texts in both languages. */
export function createPageTexts<Tree extends object>(texts: Record<PageLanguage, Tree>) {
  type Key = Leaves<Tree> & string;

  function translate(language: PageLanguage, key: Key, values: TextValues = {}): string {
    const text = (key as string).split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts[language]);
    return String(text).replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name] ?? ''));
  }

  const TextsContext = createContext<Texts<Key> | null>(null);

  function TextsProvider({ children, language: initial }: { children: ReactNode; language: PageLanguage }) {
    const [language, setLanguageState] = useState(initial);
    const setLanguage = useCallback((next: PageLanguage) => {
      setLanguageState(next);
      document.documentElement.lang = next;
      // The choice holds on this device, and the server renders the next visit in it.
      document.cookie = `${LANGUAGE_COOKIE}=${next}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
    }, []);
    const value = useMemo(() => ({ language, setLanguage, t: translate.bind(null, language) }), [language, setLanguage]);
    return <TextsContext value={value}>{children}</TextsContext>;
  }

  function useTexts(): Texts<Key> {
    const value = use(TextsContext);
    if (!value) throw new Error('useTexts must be used inside <TextsProvider>');
    return value;
  }

  return { translate, TextsProvider, useTexts };
}
