// The services form's values and rules (docs/product.md §3). The rules are the domain's: each kind's
// fields schema (SERVICE_FIELDS_SCHEMAS) and checkServiceFields (docs/style.md §3: schemas once); each issue is
// shown on its field in the user's language. Prices are cents, typed in units (MoneyInput).
import {
  FunctionError,
  SERVICE_FIELDS_SCHEMAS,
  checkServiceFields,
  type ServiceKind,
  type TServiceFields,
  type TServicesCreateInput,
  type TServicesUpdateInput,
} from '@rueda/domain';
import type { z } from 'zod';
import { fieldIssuesOf } from '@/lib/call';
import { fieldErrorsOf } from '@/lib/form-validation';
import { i18n, translateKey } from '@/lib/i18n';
import type { CatalogueItem } from './catalogue';

type AnyServiceFields = TServiceFields<'packs'> &
  TServiceFields<'maintenances'> &
  TServiceFields<'suspensions'> &
  TServiceFields<'stockItems'>;

/** A number field as it is being typed: a number, '' or a half-typed '-', or null for an empty amount. */
type Typed<T> = { [Field in keyof T]: T[Field] extends number | null ? number | string | null : T[Field] };

/**
 * Every field of every kind; a form holds only its own kind's (the schema's keys) and reads only those.
 * A type, not an interface: Mantine's form helpers take it as a record.
 */
export type ServiceFormValues = Typed<Omit<AnyServiceFields, 'prices'>> & {
  prices: { label: string; price: number | null }[];
};

const fieldsSchemaOf = (kind: ServiceKind): z.ZodObject => SERVICE_FIELDS_SCHEMAS[kind];

function fieldNamesOf(kind: ServiceKind): string[] {
  return Object.keys(fieldsSchemaOf(kind).shape);
}

/** A new item's values: the schema's own defaults (parsed with a stand-in title, then emptied). */
export function newServiceValues(kind: ServiceKind): ServiceFormValues {
  return { ...fieldsSchemaOf(kind).parse({ title: '-', price: 0 }), title: '', price: null } as ServiceFormValues;
}

/** An item's own fields, without what the catalogue keeps beside them (id, position, archived, lastUpdate). */
export function serviceValuesOf(kind: ServiceKind, item: CatalogueItem): ServiceFormValues {
  const record = item as Record<string, unknown>;
  return Object.fromEntries(fieldNamesOf(kind).map((name) => [name, record[name]])) as ServiceFormValues;
}

/** A number being typed, as the schema should see it: empty is null, a half-typed one stays text (and fails). */
function typedNumber(value: unknown): unknown {
  if (value === '') return null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return value;
}

/** The fields typed in a NumberInput as they are (the amounts come from MoneyInput as cents or null). */
const TYPED_NUMBER_FIELDS = new Set(['quantity', 'minQuantity', 'estimatedMinutes']);

/** The kind's fields of the form, ready for its schema. */
function inputOf(kind: ServiceKind, values: ServiceFormValues): Record<string, unknown> {
  const record = values as Record<string, unknown>;
  return Object.fromEntries(
    fieldNamesOf(kind).map((name) => [name, TYPED_NUMBER_FIELDS.has(name) ? typedNumber(record[name]) : record[name]]),
  );
}

/** The form field of a path of the input or of the server's field errors ('service.prices.0.label'). */
export function formFieldOf(path: string): string {
  const parts = path.replace(/^(service|changes)\./, '').split('.');
  // A price variant's own fields have inputs of their own; a list of words (details, checklist) is one input.
  return parts[0] === 'prices' && parts.length >= 3 ? parts.slice(0, 3).join('.') : (parts[0] ?? '');
}

const MONEY_FIELDS = new Set(['price', 'cost', 'price_from', 'price_to']);

/** The locale key of an issue the generic keys say wrongly for numbers and lists (their bounds are not lengths). */
function keyOf(field: string, issue: z.core.$ZodIssue): string {
  if (issue.code === 'too_big' || issue.code === 'too_small') {
    if (issue.origin === 'array') return 'catalogue:errors.tooMany';
    if (issue.origin === 'number' || issue.origin === 'int') {
      if (MONEY_FIELDS.has(field) || field.endsWith('.price')) return 'catalogue:errors.amountTooLarge';
      return issue.code === 'too_big' ? 'catalogue:errors.numberTooLarge' : 'catalogue:errors.numberTooSmall';
    }
  }
  if (issue.code === 'invalid_type' && issue.expected === 'int') return 'catalogue:errors.wholeNumber';
  return issue.message;
}

const PRICE_RANGE_KEY = 'catalogue:errors.priceRange';

/** A Mantine `validate` function for one kind: the schema's issues, then the catalogue's rules, in the current language. */
export function serviceValidator(kind: ServiceKind) {
  return (values: ServiceFormValues): Record<string, string> => {
    const input = inputOf(kind, values);
    const errors = fieldErrorsOf(fieldsSchemaOf(kind), input, { fieldOf: (path) => formFieldOf(path.map(String).join('.')), keyOf });
    if (Object.keys(errors).length > 0) return errors;
    try {
      checkServiceFields(kind, fieldsSchemaOf(kind).parse(input) as TServiceFields<typeof kind>);
    } catch (error) {
      return Object.fromEntries(fieldIssuesOf(error).map(({ field }) => [formFieldOf(field), translateKey(i18n.t, PRICE_RANGE_KEY)]));
    }
    return {};
  };
}

/** The form's values as the kind's fields (defaults filled in, text trimmed); the form has been validated. */
function fieldsOf<K extends ServiceKind>(kind: K, values: ServiceFormValues): TServiceFields<K> {
  return fieldsSchemaOf(kind).parse(inputOf(kind, values)) as TServiceFields<K>;
}

export function toCreateInput(kind: ServiceKind, values: ServiceFormValues): TServicesCreateInput {
  return { kind, service: fieldsOf(kind, values) } as TServicesCreateInput;
}

/** servicesUpdate's input: only the fields that differ from the item as it was loaded; null when nothing changed. */
export function toUpdateInput(kind: ServiceKind, item: CatalogueItem, values: ServiceFormValues): TServicesUpdateInput | null {
  const saved = item as Record<string, unknown>;
  const changes = Object.fromEntries(
    Object.entries(fieldsOf(kind, values)).filter(([name, value]) => JSON.stringify(value) !== JSON.stringify(saved[name])),
  );
  if (Object.keys(changes).length === 0) return null;
  // Every item the server answers has a lastUpdate; without one, the oldest time lets the server decide.
  return { kind, id: item.id, expectedLastUpdate: item.lastUpdate ?? new Date(0).toISOString(), changes } as TServicesUpdateInput;
}

/** The server's field errors on the form's fields, in the current language. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof FunctionError) || error.code !== 'invalid-argument') return {};
  const errors: Record<string, string> = {};
  for (const { field: path } of fieldIssuesOf(error)) {
    const field = formFieldOf(path);
    if (errors[field]) continue;
    const key =
      field === 'price_from'
        ? PRICE_RANGE_KEY
        : field === 'bonusMaintenances' || field === 'allowedBonusMaintenances'
          ? 'catalogue:errors.maintenanceGone'
          : 'validation.invalid';
    errors[field] = translateKey(i18n.t, key);
  }
  return errors;
}

/** Whether a kind has this field (its schema's keys decide what the form shows). */
export function hasField(kind: ServiceKind, name: string): boolean {
  return name in fieldsSchemaOf(kind).shape;
}
