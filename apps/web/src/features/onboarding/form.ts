// The onboarding wizard's values and their rules: the domain's ZOnboardingInputSchema (docs/style.md §3:
// schemas once), with each issue shown in the user's language.
import { CURRENCY_CHOICES, DEFAULT_CURRENCY, ZOnboardingInputSchema, type TOnboardingInput } from '@rueda/domain';
import { fieldErrorsOf } from '@/lib/form-validation';
import { currentLanguage } from '@/lib/i18n';

export interface OnboardingFormValues {
  name: string;
  address: string;
  phone: string;
  taxId: string;
  /** The currency's ISO code, one of CURRENCY_CHOICES. */
  currency: string;
  /** `key` only keeps each row's input in place while rows come and go. */
  mechanics: { key: string; name: string }[];
  /** Start from a typical workshop's catalogue, in the owner's language and currency. */
  starterCatalogue: boolean;
}

export const INITIAL_ONBOARDING_VALUES: OnboardingFormValues = {
  name: '',
  address: '',
  phone: '',
  taxId: '',
  currency: DEFAULT_CURRENCY.name,
  mechanics: [],
  starterCatalogue: true,
};

export const ONBOARDING_STEPS = ['workshop', 'currency', 'mechanics', 'summary'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** The step that holds a field, by its form path ('mechanics.2.name' is on the mechanics step). */
export function stepOfField(field: string): OnboardingStep {
  if (field === 'currency' || field.startsWith('currency.')) return 'currency';
  if (field.startsWith('mechanics')) return 'mechanics';
  return 'workshop';
}

export function currencyOf(code: string) {
  return CURRENCY_CHOICES.find((choice) => choice.name === code) ?? DEFAULT_CURRENCY;
}

export function toOnboardingInput(values: OnboardingFormValues): TOnboardingInput {
  return {
    name: values.name.trim(),
    address: values.address.trim(),
    phone: values.phone.trim(),
    taxId: values.taxId.trim(),
    currency: { ...currencyOf(values.currency) },
    mechanics: values.mechanics.map((mechanic) => ({ name: mechanic.name.trim() })),
    starterCatalogue: values.starterCatalogue,
    // The starter catalogue is titled in the language the owner is using now.
    language: currentLanguage(),
  };
}

/** The locale key of an issue; the phone's format gets its own, clearer text. */
function keyOf(field: string, issue: { code: string; message: string }): string {
  if (field === 'phone' && issue.code === 'invalid_format') return 'onboarding:onboarding.validation.phone';
  return issue.message;
}

/** A Mantine `validate` function: the first issue of each field, in the current language. */
export function validateOnboarding(values: OnboardingFormValues): Record<string, string> {
  return fieldErrorsOf(ZOnboardingInputSchema, toOnboardingInput(values), {
    // A currency outside the list cannot be chosen; its issues belong to the field as a whole.
    fieldOf: (path) => (path[0] === 'currency' ? 'currency' : path.join('.')),
    keyOf,
  });
}
