// The booking as the customer fills it in, step by step, each step checked before the next (docs/product.md §22.2),
// and the input publicBookingCreate takes once the last step is sent. The server checks it all again: these
// checks only say sooner, in the customer's language, what it would refuse.
import {
  bookingWorkMinutes,
  fitsOn,
  type BIKE_TYPES,
  type TPublicBookingCreateInput,
  type TPublicBookingOptions,
  type TPublicBookingService,
} from '@rueda/domain';
import type { PageLanguage, TextKey } from './texts';

export const STEPS = ['services', 'bike', 'day', 'contact'] as const;
export type Step = (typeof STEPS)[number];

/** The brand Select's choice for a brand not in the list: the manufacturer is sent empty and the model names it. */
export const OTHER_BRAND = '__other__';

export interface BookingDraft {
  /** `kind:id` of each chosen service. */
  services: string[];
  brand: string | null;
  /** The chosen brand as shown, for the summary; '' for none or one not in the list. */
  brandLabel: string;
  model: string;
  type: (typeof BIKE_TYPES)[number];
  problem: string;
  day: string | null;
  name: string;
  surname: string;
  phone: string;
  email: string;
  consent: boolean;
  /** The honeypot's value, sent as it is. */
  website: string;
}

export const EMPTY_DRAFT: BookingDraft = {
  services: [],
  brand: null,
  brandLabel: '',
  model: '',
  type: 'unknown',
  problem: '',
  day: null,
  name: '',
  surname: '',
  phone: '',
  email: '',
  consent: false,
  website: '',
};

export type Field = 'problem' | 'model' | 'day' | 'name' | 'surname' | 'phone' | 'email' | 'consent';
export type FieldErrors = Partial<Record<Field, TextKey>>;

/** The step that shows each field, to go back to when the server refuses it. */
export const STEP_OF_FIELD: Record<Field, Step> = {
  problem: 'bike',
  model: 'bike',
  day: 'day',
  name: 'contact',
  surname: 'contact',
  phone: 'contact',
  email: 'contact',
  consent: 'contact',
};

export const serviceKey = (service: Pick<TPublicBookingService, 'kind' | 'id'>) => `${service.kind}:${service.id}`;

export function chosenServices(draft: BookingDraft, options: TPublicBookingOptions): TPublicBookingService[] {
  return options.services.filter((service) => draft.services.includes(serviceKey(service)));
}

/** The work the chosen services bring to their day, as the server sizes it. */
export function workMinutesOf(draft: BookingDraft, options: TPublicBookingOptions): number {
  return bookingWorkMinutes(chosenServices(draft, options));
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A phone has at least this many digits; the server judges the rest with the workshop's country. */
const PHONE_MIN_DIGITS = 6;

/** What keeps the step from being left, field by field; empty when it may be. */
export function errorsOfStep(step: Step, draft: BookingDraft, options: TPublicBookingOptions): FieldErrors {
  const errors: FieldErrors = {};
  if (step === 'bike' && draft.services.length === 0 && draft.problem.trim() === '') errors.problem = 'bike.problemNeeded';
  if (step === 'day') {
    const day = options.days.find((entry) => entry.day === draft.day);
    if (!draft.day) errors.day = 'day.needed';
    else if (!day || !fitsOn(day, workMinutesOf(draft, options))) errors.day = 'day.notAvailable';
  }
  if (step === 'contact') {
    if (draft.name.trim() === '') errors.name = 'contact.nameNeeded';
    if (draft.phone.trim() === '') errors.phone = 'contact.phoneNeeded';
    else if (draft.phone.replace(/\D/g, '').length < PHONE_MIN_DIGITS) errors.phone = 'contact.phoneInvalid';
    if (draft.email.trim() !== '' && !EMAIL.test(draft.email.trim())) errors.email = 'contact.emailInvalid';
    if (!draft.consent) errors.consent = 'contact.consentNeeded';
  }
  return errors;
}

/** The server's name for a refused field (`details.fields[].field`) as the page's field, with what to say. */
export function fieldOfServerError(field: string): { field: Field; text: TextKey } | null {
  switch (field) {
    case 'day':
      return { field: 'day', text: 'day.notAvailable' };
    case 'problem':
      return { field: 'problem', text: 'contact.invalid' };
    case 'bike.model':
    case 'bike.manufacturer':
      return { field: 'model', text: 'contact.invalid' };
    case 'customer.name':
      return { field: 'name', text: 'contact.nameNeeded' };
    case 'customer.surname':
      return { field: 'surname', text: 'contact.invalid' };
    case 'customer.phone':
      return { field: 'phone', text: 'contact.phoneInvalid' };
    case 'customer.email':
      return { field: 'email', text: 'contact.emailInvalid' };
    case 'consent':
      return { field: 'consent', text: 'contact.consentNeeded' };
    default:
      return null;
  }
}

export function createInputOf(
  draft: BookingDraft,
  options: TPublicBookingOptions,
  slug: string,
  language: PageLanguage,
): TPublicBookingCreateInput {
  return {
    slug,
    formToken: options.formToken,
    website: draft.website,
    services: chosenServices(draft, options).map(({ kind, id }) => ({ kind, id })),
    bike: {
      manufacturer: draft.brand === null || draft.brand === OTHER_BRAND ? '' : draft.brand,
      model: draft.model.trim(),
      type: draft.type,
    },
    problem: draft.problem.trim(),
    day: draft.day ?? '',
    customer: {
      name: draft.name.trim(),
      surname: draft.surname.trim(),
      phone: draft.phone.trim(),
      email: draft.email.trim(),
      language,
    },
    consent: true,
  };
}
