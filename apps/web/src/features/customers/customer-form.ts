// The customer page's contact form: its values from a customer, the changes a save sends, and the
// messages of invalid fields in the user's language (from the domain's schema or the server's answer).
import { ZCustomerChangesSchema, type CustomerLanguage, type TCustomer, type TCustomerChanges } from '@rueda/domain';
import { changesErrorsOf, fieldErrorsOf } from '@/lib/form-validation';

export const TEXT_FIELDS = ['name', 'surname', 'phone', 'email', 'address', 'dni', 'notes'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

export type CustomerValues = Record<TextField, string> & {
  language: CustomerLanguage;
  whatsappConsent: boolean;
  emailConsent: boolean;
};

export function valuesOf(customer: TCustomer): CustomerValues {
  return {
    name: customer.name,
    surname: customer.surname,
    phone: customer.phone,
    email: customer.email,
    address: customer.address,
    dni: customer.dni,
    notes: customer.notes,
    language: customer.language,
    whatsappConsent: customer.whatsappConsentAt !== null,
    emailConsent: customer.emailConsentAt !== null,
  };
}

/** A consent given now records now; one withdrawn records null; one unchanged is not sent. */
function consentChange(given: boolean, at: string | null, now: string): string | null | undefined {
  if (given === (at !== null)) return undefined;
  return given ? now : null;
}

/** What differs from the saved customer; empty when nothing does. */
export function changesOf(customer: TCustomer, values: CustomerValues, now: string): TCustomerChanges {
  const changes: TCustomerChanges = {};
  for (const field of TEXT_FIELDS) if (values[field].trim() !== customer[field]) changes[field] = values[field].trim();
  if (values.language !== customer.language) changes.language = values.language;
  const whatsapp = consentChange(values.whatsappConsent, customer.whatsappConsentAt, now);
  if (whatsapp !== undefined) changes.whatsappConsentAt = whatsapp;
  const email = consentChange(values.emailConsent, customer.emailConsentAt, now);
  if (email !== undefined) changes.emailConsentAt = email;
  return changes;
}

/** The locale key of an invalid field: the phone and the email say what they expect. */
function messageKeyOf(field: string): string {
  if (field === 'phone') return 'customers:validation.phone';
  if (field === 'email') return 'validation.email';
  return 'validation.invalid';
}

/** The changes' invalid fields, each with its message in the current language. */
export function validateChanges(changes: TCustomerChanges): Record<string, string> {
  return fieldErrorsOf(ZCustomerChangesSchema, changes, {
    keyOf: (field, issue) => (issue.code === 'too_big' ? 'validation.tooLong' : messageKeyOf(field)),
  });
}

/** The fields a refused save names (invalid-argument's `changes.phone`), with their messages. */
export function serverErrorsOf(error: unknown): Record<string, string> {
  return changesErrorsOf(error, messageKeyOf);
}
