// The fast intake's values and rules (docs/product.md §2: a new repair in under 30 seconds with the keyboard).
// The rules are the domain's ZRepairsCreateInputSchema (docs/style.md §3: schemas once); each issue is
// shown on its field in the user's language.
import type { BIKE_TYPES } from '@rueda/domain';
import {
  FunctionError,
  SERVICE_KINDS,
  ZRepairsCreateInputSchema,
  type ServiceKind,
  type TBookingsCreateInput,
  type TRepairsCreateInput,
} from '@rueda/domain';
import { fieldIssuesOf } from '@/lib/call';
import { fieldErrorsOf } from '@/lib/form-validation';
import { i18n, translateKey } from '@/lib/i18n';
import { parseServiceValue } from './services';

export type BikeType = (typeof BIKE_TYPES)[number];

/** 'new' for a new bike, else the id of one of the chosen customer's bikes. */
export const NEW_BIKE = 'new';

// A type, not an interface: Mantine's form helpers take it as a record.
export type IntakeValues = {
  /** The chosen customer; null for a new one described by name, surname and phone. */
  customerId: string | null;
  name: string;
  surname: string;
  phone: string;
  bike: string;
  manufacturer: string;
  model: string;
  color: string;
  type: BikeType;
  /** Catalogue items as `kind:id`. */
  services: string[];
  mechanics: string[];
  technicalNotes: string;
  /** docs/product.md §31.1: the bike's open recommendations taken up, by id (their items are among `services`). */
  recommendationIds: string[];
};

export const INITIAL_INTAKE_VALUES: IntakeValues = {
  customerId: null,
  name: '',
  surname: '',
  phone: '',
  bike: NEW_BIKE,
  manufacturer: '',
  model: '',
  color: '',
  type: 'unknown',
  services: [],
  mechanics: [],
  technicalNotes: '',
  recommendationIds: [],
};

export type IntakeField = keyof IntakeValues;

export function toCreateInput(values: IntakeValues): TRepairsCreateInput {
  const services = Object.fromEntries(SERVICE_KINDS.map((kind) => [kind, [] as { id: string; quantity: number }[]])) as Record<
    ServiceKind,
    { id: string; quantity: number }[]
  >;
  for (const value of values.services) {
    const parsed = parseServiceValue(value);
    if (parsed) services[parsed.kind].push({ id: parsed.id, quantity: 1 });
  }
  const isExistingCustomer = values.customerId !== null;
  const isExistingBike = isExistingCustomer && values.bike !== NEW_BIKE;
  return {
    customer: isExistingCustomer
      ? { id: values.customerId }
      : { id: null, name: values.name.trim(), surname: values.surname.trim(), phone: values.phone.trim() },
    bike: isExistingBike
      ? { id: values.bike }
      : { id: null, manufacturer: values.manufacturer.trim(), model: values.model.trim(), color: values.color.trim(), type: values.type },
    services,
    mechanics: values.mechanics,
    technicalNotes: values.technicalNotes.trim(),
    // Another bike's, or one whose item was left out, the server leaves as it is.
    ...(isExistingBike && values.recommendationIds.length > 0 ? { recommendationIds: values.recommendationIds } : {}),
  };
}

/**
 * The intake as a booking (docs/product.md §15.4: selecting a slot on the calendar): the repair's customer,
 * bike, services and mechanics, confirmed for `date`; what is typed in the notes becomes the
 * booking's observations.
 */
export function toBookingCreateInput(values: IntakeValues, date: string): TBookingsCreateInput {
  const { customer, bike, services, mechanics, technicalNotes } = toCreateInput(values);
  return { date, customer, bike, services, mechanics, observations: technicalNotes ?? '' };
}

/** The intake field a path of the create input (or of the server's field errors) belongs to. */
export function intakeFieldOf(path: string): IntakeField | null {
  const [head, second] = path.replace(/^changes\./, '').split('.');
  if (head === 'customer') {
    if (second === 'surname') return 'surname';
    if (second === 'phone') return 'phone';
    return 'name';
  }
  if (head === 'bike') {
    if (second === 'model') return 'model';
    if (second === 'color') return 'color';
    if (second === 'type') return 'type';
    if (second === 'id') return 'bike';
    return 'manufacturer';
  }
  if (head === 'services') return 'services';
  if (head === 'mechanics') return 'mechanics';
  // A booking's observations are typed in the notes field.
  if (head === 'technicalNotes' || head === 'observations') return 'technicalNotes';
  return null;
}

/** The repairs namespace's key for an issue the generic keys say too vaguely. */
function keyOf(field: IntakeField, issue: { code: string; message: string }): string {
  if (issue.code === 'custom' && field === 'name') return 'repairs:intake.errors.customerNeeded';
  // A phone with other characters (invalid_format) or too few or many digits (custom).
  if (field === 'phone' && (issue.code === 'invalid_format' || issue.code === 'custom')) return 'repairs:intake.errors.phone';
  return issue.message;
}

/** A Mantine `validate` function: the first issue of each field, in the current language. */
export function validateIntake(values: IntakeValues): Partial<Record<IntakeField, string>> {
  return fieldErrorsOf(ZRepairsCreateInputSchema, toCreateInput(values), {
    fieldOf: (path) => intakeFieldOf(path.map(String).join('.')) ?? 'name',
    keyOf,
  });
}

/** The server's field errors (invalid-argument, or not-found for a customer or bike gone meanwhile), on the intake's fields. */
export function serverFieldErrors(error: unknown): Partial<Record<IntakeField, string>> {
  if (!(error instanceof FunctionError)) return {};
  const errors: Partial<Record<IntakeField, string>> = {};
  for (const { field: path } of fieldIssuesOf(error)) {
    const field = intakeFieldOf(path);
    if (!field || errors[field]) continue;
    const key =
      field === 'services'
        ? 'repairs:intake.errors.serviceGone'
        : field === 'mechanics'
          ? 'repairs:intake.errors.mechanicGone'
          : error.code === 'not-found'
            ? 'repairs:intake.errors.gone'
            : 'validation.invalid';
    errors[field] = translateKey(i18n.t, key);
  }
  return errors;
}
