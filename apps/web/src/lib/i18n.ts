// The interface's languages (docs/product.md §1: Spanish by default, Portuguese available), kept in
// localStorage so the choice survives a reload.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@rueda/domain';
import i18next, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import alertsEs from '@/locales/alerts.es.json';
import alertsPt from '@/locales/alerts.pt.json';
import billingEs from '@/locales/billing.es.json';
import billingPt from '@/locales/billing.pt.json';
import catalogueEs from '@/locales/catalogue.es.json';
import cataloguePt from '@/locales/catalogue.pt.json';
import customersEs from '@/locales/customers.es.json';
import customersPt from '@/locales/customers.pt.json';
import es from '@/locales/es.json';
import publicEs from '@/locales/public.es.json';
import publicPt from '@/locales/public.pt.json';
import photosEs from '@/locales/photos.es.json';
import photosPt from '@/locales/photos.pt.json';
import pt from '@/locales/pt.json';
import repairsEs from '@/locales/repairs.es.json';
import repairsPt from '@/locales/repairs.pt.json';
import suspensionsEs from '@/locales/suspensions.es.json';
import suspensionsPt from '@/locales/suspensions.pt.json';
import recordsEs from '@/locales/records.es.json';
import recordsPt from '@/locales/records.pt.json';
import bookingsEs from '@/locales/bookings.es.json';
import bookingsPt from '@/locales/bookings.pt.json';
import dashboardEs from '@/locales/dashboard.es.json';
import dashboardPt from '@/locales/dashboard.pt.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // 'public': the texts anyone sees without signing in (legal pages, cookie banner, start-up failure).
    // 'repairs': the repairs board, fast intake, repair page and legacy page (docs/product.md §2).
    // 'catalogue': the services screen (docs/product.md §3: packs, maintenances, suspensions, stock).
    // 'customers': the customers list and the customer page (issue 12).
    // 'alerts': the customers to contact and the notifications bell (issue 12 point 6).
    // 'photos': repair intake photos and a bike's photo; 'records': customer exports and the anonymising delete (issue 12).
    // 'billing': the subscription's details, payments, invoices and checkout (decision 014).
    resources: {
      translation: typeof es;
      public: typeof publicEs;
      repairs: typeof repairsEs;
      catalogue: typeof catalogueEs;
      billing: typeof billingEs;
      customers: typeof customersEs;
      alerts: typeof alertsEs;
      // 'suspensions': a bike's fork and shock, and recording their services from a repair (issue 12 point 5).
      suspensions: typeof suspensionsEs;
      photos: typeof photosEs;
      records: typeof recordsEs;
      // 'bookings': the booking calendar and its settings; 'dashboard': the dashboard (issue 13).
      bookings: typeof bookingsEs;
      dashboard: typeof dashboardEs;
    };
  }
}

export const LANGUAGE_STORAGE_KEY = 'rueda.language';

export const NAMESPACES = [
  'translation',
  'public',
  'repairs',
  'catalogue',
  'billing',
  'customers',
  'alerts',
  'suspensions',
  'photos',
  'records',
  'bookings',
  'dashboard',
] as const;

export const resources = {
  es: {
    translation: es,
    public: publicEs,
    repairs: repairsEs,
    catalogue: catalogueEs,
    billing: billingEs,
    customers: customersEs,
    alerts: alertsEs,
    suspensions: suspensionsEs,
    photos: photosEs,
    records: recordsEs,
    bookings: bookingsEs,
    dashboard: dashboardEs,
  },
  pt: {
    translation: pt,
    public: publicPt,
    repairs: repairsPt,
    catalogue: cataloguePt,
    billing: billingPt,
    customers: customersPt,
    alerts: alertsPt,
    suspensions: suspensionsPt,
    photos: photosPt,
    records: recordsPt,
    bookings: bookingsPt,
    dashboard: dashboardPt,
  },
} as const;

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

function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private browsing may refuse storage; the language still applies for this visit.
  }
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: [...NAMESPACES],
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
  // The resources are bundled, so there is nothing to wait for: the first render is translated.
  initAsync: false,
});

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});
document.documentElement.lang = i18n.language;

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

export async function setLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await i18n.changeLanguage(language);
}

/**
 * Translates a key computed at run time (an error code's key, a validation issue's key), which the
 * typed `t` cannot check at compile time.
 */
export function translateKey(t: TFunction, key: string, options?: Record<string, unknown>): string {
  return (t as unknown as (key: string, options?: Record<string, unknown>) => string)(key, options);
}
