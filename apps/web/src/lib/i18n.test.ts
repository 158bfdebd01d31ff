import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, i18n, resources, setLanguage, storedLanguage } from './i18n';
import es from '@/locales/es.json';
import pt from '@/locales/pt.json';

/** Every leaf key of a nested locale object, as dotted paths. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('locale files', () => {
  it('have the same keys in every language', () => {
    const esKeys = new Set(keysOf(es));
    const ptKeys = new Set(keysOf(pt));
    expect([...esKeys].filter((key) => !ptKeys.has(key)), 'in es.json but not pt.json').toEqual([]);
    expect([...ptKeys].filter((key) => !esKeys.has(key)), 'in pt.json but not es.json').toEqual([]);
  });

  it('have no empty texts', () => {
    for (const [language, { translation }] of Object.entries(resources)) {
      const empty = keysOf(translation).filter((key) => {
        const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], translation);
        return typeof text !== 'string' || text.trim() === '';
      });
      expect(empty, `empty in ${language}`).toEqual([]);
    }
  });

  it('hold the sign-in error texts of SPEC.md §8 word for word', () => {
    expect(es.auth.errors).toEqual({
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
    expect(i18n.t('auth.errors.wrongPassword')).toBe('A palavra-passe introduzida não está correta');
    await setLanguage('es');
    expect(document.documentElement.lang).toBe('es');
  });
});
