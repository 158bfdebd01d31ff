// The interface's languages (docs/product.md §1: Spanish by default, Portuguese available), kept in
// localStorage so the choice survives a reload.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@rueda/domain';
import i18next, { type BackendModule, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import es from '@/locales/es.json';
import publicEs from '@/locales/public.es.json';
import publicPt from '@/locales/public.pt.json';
import pt from '@/locales/pt.json';
import type alertsEs from '@/locales/alerts.es.json';
import type appUpdateEs from '@/locales/app-update.es.json';
import type offlineEs from '@/locales/offline.es.json';
import type workshopsEs from '@/locales/workshops.es.json';
import type chainSettingsEs from '@/locales/chain-settings.es.json';
import type chainCustomersEs from '@/locales/chain-customers.es.json';
import type billingEs from '@/locales/billing.es.json';
import type bookingsEs from '@/locales/bookings.es.json';
import type catalogueEs from '@/locales/catalogue.es.json';
import type transfersEs from '@/locales/transfers.es.json';
import type customersEs from '@/locales/customers.es.json';
import type dashboardEs from '@/locales/dashboard.es.json';
import type legalEs from '@/locales/legal.es.json';
import type photosEs from '@/locales/photos.es.json';
import type recordsEs from '@/locales/records.es.json';
import type repairsEs from '@/locales/repairs.es.json';
import type suspensionsEs from '@/locales/suspensions.es.json';
import type recommendationsEs from '@/locales/recommendations.es.json';
import type partsEs from '@/locales/parts.es.json';
import type chainEs from '@/locales/chain.es.json';
import type repairLinkEs from '@/locales/repair-link.es.json';
import type authEs from '@/locales/auth.es.json';
import type subscriptionEs from '@/locales/subscription.es.json';
import type onboardingEs from '@/locales/onboarding.es.json';
import type profileEs from '@/locales/profile.es.json';
import type teamEs from '@/locales/team.es.json';
import type workEs from '@/locales/work.es.json';
import type messagingEs from '@/locales/messaging.es.json';
import type onlineBookingEs from '@/locales/online-booking.es.json';
import type salesEs from '@/locales/sales.es.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // 'public': the texts anyone sees without signing in (cookie banner, start-up failure); 'legal': the legal pages.
    // 'repairs': the repairs board, fast intake, repair page and legacy page (docs/product.md §2).
    // 'catalogue': the services screen (docs/product.md §3: packs, maintenances, suspensions, stock).
    // 'customers': the customers list and the customer page (docs/product.md §11).
    // 'alerts': the customers to contact and the notifications bell (docs/product.md §14).
    // 'photos': repair intake photos and a bike's photo (docs/product.md §12.3); 'records': customer exports and the
    // anonymising delete (§11.4, §11.5).
    // 'billing': the subscription's details, payments, invoices and checkout (decision 014).
    resources: {
      translation: typeof es;
      public: typeof publicEs;
      legal: typeof legalEs;
      repairs: typeof repairsEs;
      catalogue: typeof catalogueEs;
      // 'transfers': stock moves between the chain's shops (docs/product.md §32.4), loaded with their screen.
      transfers: typeof transfersEs;
      billing: typeof billingEs;
      customers: typeof customersEs;
      alerts: typeof alertsEs;
      // 'suspensions': a bike's fork and shock, and recording their services from a repair (docs/product.md §13).
      suspensions: typeof suspensionsEs;
      // 'recommendations': work recommended on a bike and not done, offered again on its repairs; loaded with the repair
      // page's panel and dialog, out of its first download (docs/product.md §31.1).
      recommendations: typeof recommendationsEs;
      // 'parts': the parts on order, the Pedidos view and the repair page's section, loaded with them (docs/product.md §31.2).
      parts: typeof partsEs;
      // 'chain': the chain's view, its figures per workshop and its repairs (docs/product.md §32.2).
      chain: typeof chainEs;
      // 'repair-link': the repair page's panel of the customer's link and their answer (docs/product.md §21), loaded with
      // the panel, after the page draws: out of the board's and the repair page's first download.
      'repair-link': typeof repairLinkEs;
      photos: typeof photosEs;
      records: typeof recordsEs;
      // 'bookings': the booking calendar and its settings; 'dashboard': the dashboard (docs/product.md §15, §16).
      bookings: typeof bookingsEs;
      dashboard: typeof dashboardEs;
      // 'team': the profile's team and mechanics, and the invitation page (docs/product.md §17, §18.3).
      team: typeof teamEs;
      // 'profile': the profile's account and workshop cards (docs/product.md §18.1, §18.2).
      profile: typeof profileEs;
      // 'onboarding': the wizard that sets up a new workshop (docs/product.md §2), fetched with its screen only.
      onboarding: typeof onboardingEs;
      // 'work': the work timer, loaded with the board's timer and the repair page's panel (docs/product.md §17.4).
      work: typeof workEs;
      // 'messaging': the Notify dialog and the profile's WhatsApp messages, loaded with them (docs/product.md §20).
      messaging: typeof messagingEs;
      // 'online-booking': the profile's online booking settings, loaded with their card (docs/product.md §22.1).
      'online-booking': typeof onlineBookingEs;
      // 'sales': charging the customer: the documents, the charge screen and the tax settings (docs/product.md §29).
      sales: typeof salesEs;
      // 'auth': the sign-in, registration and password pages' words (signing out stays in 'translation').
      auth: typeof authEs;
      // 'subscription': the subscription screen's words (the trial's days left in the menu stay in 'translation').
      subscription: typeof subscriptionEs;
      // 'app-update': the notice that a new version of Rueda waits, loaded before it shows (decision 076).
      'app-update': typeof appUpdateEs;
      // 'offline': the list of the changes queued on the device and the choices they wait for, loaded when the header's
      // indicator opens it (docs/product.md §30.4, §30.5); the indicator's own words stay in 'translation'.
      offline: typeof offlineEs;
      // 'workshops': the header's workshop switcher (docs/product.md §32.1), loaded with it, for an account in several.
      workshops: typeof workshopsEs;
      // 'chain-settings': the profile's chain section (docs/product.md §32.2), loaded after the profile draws.
      'chain-settings': typeof chainSettingsEs;
      // 'chain-customers': the customers shared within a chain (docs/product.md §32.5), loaded with their parts, only while
      // the workshop's chain shares them.
      'chain-customers': typeof chainCustomersEs;
    };
  }
}

export const LANGUAGE_STORAGE_KEY = 'rueda.language';

export const NAMESPACES = [
  'translation',
  'public',
  'legal',
  'repairs',
  'catalogue',
  'transfers',
  'billing',
  'customers',
  'alerts',
  'suspensions',
  'recommendations',
  'parts',
  'chain',
  'repair-link',
  'photos',
  'records',
  'bookings',
  'dashboard',
  'team',
  'profile',
  'onboarding',
  'work',
  'messaging',
  'online-booking',
  'sales',
  'auth',
  'subscription',
  'app-update',
  'offline',
  'workshops',
  'chain-settings',
  'chain-customers',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

/**
 * Decision 039: the texts every page needs from its first paint, in both languages, are in the app's first
 * download: the sign-in and registration pages, the start-up failure page (which must show even when nothing
 * more can be fetched) and the language switch. Every other namespace is a file of its own, fetched in the
 * current language with the screen that needs it (app/route-modules.ts).
 */
const BUNDLED = {
  es: { translation: es, public: publicEs },
  pt: { translation: pt, public: publicPt },
} as const;

/** Each namespace's file per language, as a chunk of its own: 'repairs' in 'pt' is locales/repairs.pt.json. */
const LAZY_FILES = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/*.json',
  '!../locales/es.json',
  '!../locales/pt.json',
  '!../locales/public.*.json',
]);

const lazyFiles: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, namespace, callback) {
    const load = LAZY_FILES[`../locales/${namespace}.${language}.json`];
    if (!load) {
      callback(new Error(`There are no ${namespace} texts in ${language}`), false);
      return;
    }
    load().then(
      (file) => callback(null, file.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The stored language, or the default when none is stored (or storage is unavailable). */
export function storedLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/**
 * The cookie the sign-in page and the customers' pages are rendered in (decisions 067 and 070:
 * public/shared/texts.tsx's LANGUAGE_COOKIE): the staff app keeps it too, so a Portuguese user who signs out
 * lands on a Portuguese sign-in page.
 */
export const PAGE_LANGUAGE_COOKIE = 'rueda-page-language';
const YEAR_SECONDS = 31_536_000;

/** Keeps the language in the page-language cookie, for the pages the server renders. */
export function writeLanguageCookie(language: Language): void {
  document.cookie = `${PAGE_LANGUAGE_COOKIE}=${language}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

function rememberLanguage(language: Language): void {
  writeLanguageCookie(language);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private browsing may refuse storage; the language still applies for this visit.
  }
}

export const i18n = i18next.createInstance();

void i18n
  .use(lazyFiles)
  .use(initReactI18next)
  .init({
    resources: BUNDLED,
    partialBundledLanguages: true,
    lng: storedLanguage(),
    // No fallback language: every key exists in both languages (lib/i18n.test.ts), and a fallback would fetch
    // each screen's texts twice.
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    ns: ['translation', 'public'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    // The bundled texts are there at once: the first render is translated.
    initAsync: false,
  });

/**
 * Plurals as each language is spoken in its country (docs/product.md §1: Portugal's Portuguese). i18next asks Intl
 * for 'pt', whose rules are Brazil's and make every number below 2 singular ("1,6 dia", "0,5 dia"); Portugal's
 * make 1 alone singular ("1,6 dias", "0,5 dias"), as Spain's do.
 */
const PLURAL_LOCALES: Record<Language, string> = { es: 'es-ES', pt: 'pt-PT' };
const pluralResolver = i18n.services.pluralResolver as { getRule: (code: string, options?: object) => Intl.PluralRules | undefined };
const languageRule = pluralResolver.getRule.bind(pluralResolver);
pluralResolver.getRule = (code, options) => languageRule(isLanguage(code) ? PLURAL_LOCALES[code] : code, options);

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});
document.documentElement.lang = i18n.language;
// The language read at start is kept for the server-rendered pages too (decision 070).
if (isLanguage(i18n.language)) writeLanguageCookie(i18n.language);

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

/**
 * Fetches namespaces' texts in the current language (and, once fetched, a change of language fetches them in
 * the new one before it applies). Throws when one could not be fetched (after i18next's retries), so a
 * screen fails to load as its code would, with the route's error and a retry, instead of showing keys.
 */
export async function loadTexts(namespaces: readonly Namespace[]): Promise<void> {
  if (namespaces.length === 0) return;
  // The language may change while they are fetched (the account's own, read at sign-in): then fetch them in it too.
  let language: Language;
  do {
    language = currentLanguage();
    await i18n.loadNamespaces([...namespaces]);
  } while (currentLanguage() !== language);
  // hasLoadedNamespace would count a failed fetch as done.
  const missing = namespaces.filter((namespace) => !i18n.hasResourceBundle(currentLanguage(), namespace));
  if (missing.length > 0) throw new Error(`The ${missing.join(', ')} texts could not be fetched`);
}

/** A namespace's texts in `language`, fetched if need be (the catalogue's spreadsheet reads headings in both). */
export async function textsIn<N extends Namespace>(language: Language, namespace: N): Promise<Record<string, unknown>> {
  if (!i18n.hasResourceBundle(language, namespace)) {
    const load = i18n.services.backendConnector;
    await new Promise<void>((resolve) => load.load([language], [namespace], () => resolve()));
  }
  const texts = i18n.getResourceBundle(language, namespace) as Record<string, unknown> | undefined;
  if (!texts) throw new Error(`The ${namespace} texts in ${language} could not be fetched`);
  return texts;
}

export async function setLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await i18n.changeLanguage(language);
}

/**
 * Translates a key computed at run time (an error code's key, a validation issue's key), which the
 * typed `t` cannot check at compile time.
 */
export function translateKey(t: TFunction<Namespace>, key: string, options?: Record<string, unknown>): string {
  return (t as unknown as (key: string, options?: Record<string, unknown>) => string)(key, options);
}
