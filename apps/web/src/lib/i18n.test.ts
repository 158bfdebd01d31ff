import { LANGUAGES } from '@rueda/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { allLocales } from '@/testing/locales';
import { LANGUAGE_COOKIE, languageOfCookie } from '@/public/shared/texts';
import {
  LANGUAGE_STORAGE_KEY,
  NAMESPACES,
  PAGE_LANGUAGE_COOKIE,
  i18n,
  loadTexts,
  setLanguage,
  storedLanguage,
  textsIn,
  type Namespace,
} from './i18n';
import authEs from '@/locales/auth.es.json';

/** Every leaf key of a nested locale object, as dotted paths (list entries by index). */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

/** The keys of `language` missing from each other language, per namespace, as 'ns:key in xx'. */
function missingKeys(locales: Record<string, Record<string, unknown>>): string[] {
  const languages = Object.keys(locales);
  const namespaces = new Set(languages.flatMap((language) => Object.keys(locales[language] ?? {})));
  return [...namespaces].flatMap((namespace) =>
    languages.flatMap((language) => {
      const own = new Set(keysOf(locales[language]?.[namespace] ?? {}));
      return languages
        .filter((other) => other !== language)
        .flatMap((other) => keysOf(locales[other]?.[namespace] ?? {}).filter((key) => !own.has(key)))
        .map((key) => `${namespace}:${key} missing in ${language}`);
    }),
  );
}

function textAt(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
}

describe('locale files', () => {
  it('exist for every language and namespace', () => {
    expect(Object.keys(allLocales).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) expect(Object.keys(allLocales[language]).sort()).toEqual([...NAMESPACES].sort());
  });

  it('have the same keys in every language, in every namespace', () => {
    expect(missingKeys(allLocales)).toEqual([]);
  });

  it('would fail on a key missing from one language in any namespace', () => {
    const complete = {
      es: { translation: { a: 'x' }, public: { b: { c: 'y' } } },
      pt: { translation: { a: 'x' }, public: { b: { c: 'y' } } },
    };
    expect(missingKeys(complete)).toEqual([]);
    expect(missingKeys({ ...complete, pt: { ...complete.pt, public: { b: {} } } })).toEqual(['public:b.c missing in pt']);
    expect(missingKeys({ ...complete, es: { translation: { a: 'x' } } })).toEqual(['public:b.c missing in es']);
    expect(missingKeys({ ...complete, pt: { ...complete.pt, translation: { a: 'x', extra: 'z' } } })).toEqual([
      'translation:extra missing in es',
    ]);
  });

  it('have no empty texts', () => {
    for (const [language, namespaces] of Object.entries(allLocales)) {
      for (const [namespace, tree] of Object.entries(namespaces)) {
        const empty = keysOf(tree).filter((key) => {
          const text = textAt(tree, key);
          return typeof text !== 'string' || text.trim() === '';
        });
        expect(empty, `empty in ${language}/${namespace}`).toEqual([]);
      }
    }
  });

  it('hold the sign-in error texts of docs/product.md §8 word for word', () => {
    expect(authEs.auth.errors).toMatchObject({
      wrongPassword: 'La contraseña introducida no es correcta',
      userNotFound: 'El correo electrónico indicado no existe',
      emailInUse: 'El correo electrónico indicado ya existe',
      tooManyRequests: 'Cuenta bloqueada por demasiados intentos de inicio de sesión',
      other: 'Error inesperado en el inicio de sesión, inténtalo de nuevo',
    });
  });
});

describe('language', () => {
  afterEach(() => window.localStorage.clear());

  it('is Spanish when nothing is stored', () => {
    expect(storedLanguage()).toBe('es');
    expect(i18n.language).toBe('es');
  });

  it('ignores a stored value that is not a language of the app', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(storedLanguage()).toBe('es');
  });

  it('is remembered in localStorage and written on <html lang>', async () => {
    await setLanguage('pt');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('pt');
    expect(storedLanguage()).toBe('pt');
    expect(document.documentElement.lang).toBe('pt');
    await loadTexts(['auth']);
    expect(i18n.t('auth:auth.errors.wrongPassword')).toBe('A palavra-passe introduzida não está correta');
    await setLanguage('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('is kept in the cookie the server renders the sign-in page in, too (decision 070)', async () => {
    expect(PAGE_LANGUAGE_COOKIE).toBe(LANGUAGE_COOKIE);
    await setLanguage('pt');
    expect(languageOfCookie(document.cookie)).toBe('pt');
    await setLanguage('es');
    expect(languageOfCookie(document.cookie)).toBe('es');
  });
});

describe('texts fetched per screen (decision 039)', () => {
  afterEach(async () => {
    await setLanguage('es');
    for (const language of LANGUAGES) for (const namespace of NAMESPACES) await textsIn(language, namespace);
  });

  it('fetches a namespace in the current language only, and in the other one when the language changes', async () => {
    for (const language of ['es', 'pt']) i18n.removeResourceBundle(language, 'dashboard');
    await loadTexts(['dashboard']);
    expect(i18n.hasResourceBundle('es', 'dashboard')).toBe(true);
    expect(i18n.hasResourceBundle('pt', 'dashboard')).toBe(false);
    expect(i18n.getResourceBundle('es', 'dashboard')).toEqual(allLocales.es.dashboard);

    await setLanguage('pt');
    expect(i18n.getResourceBundle('pt', 'dashboard')).toEqual(allLocales.pt.dashboard);
  });

  it('fetches a namespace in a language that is not the current one on demand', async () => {
    i18n.removeResourceBundle('pt', 'catalogue');
    expect(await textsIn('pt', 'catalogue')).toEqual(allLocales.pt.catalogue);
  });

  it('fails, naming it, when a namespace has no file', async () => {
    await expect(loadTexts(['nowhere' as Namespace])).rejects.toThrow('The nowhere texts could not be fetched');
  });
});
