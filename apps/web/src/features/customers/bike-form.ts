// A bike's form (docs/product.md §12.1): its values from a bike, the changes a save sends, and the messages of
// invalid fields (a year outside 1900–next year) in the user's language. The manufacturer and model are
// typed (or picked from the built-in list) as text: the server resolves them to §3's options.
import { BIKE_MANUFACTURERS, BIKE_TYPES, ZBikeChangesSchema, type TBike, type TBikeChanges } from '@rueda/domain';
import { changesErrorsOf, fieldErrorsOf } from '@/lib/form-validation';

export type BikeType = (typeof BIKE_TYPES)[number];

export type BikeValues = {
  manufacturer: string;
  model: string;
  color: string;
  /** '' for none: what an emptied number input holds. */
  year: number | string;
  type: BikeType;
  frameNumber: string;
  notes: string;
};

const TEXT_FIELDS = ['color', 'frameNumber', 'notes'] as const;

/** The built-in manufacturers' names, for the autocomplete (free text is allowed too). */
export const MANUFACTURER_NAMES: readonly string[] = BIKE_MANUFACTURERS.map((option) => option.label);

export function isBikeType(type: string): type is BikeType {
  return (BIKE_TYPES as readonly string[]).includes(type);
}

export function bikeValuesOf(bike: TBike): BikeValues {
  return {
    manufacturer: bike.manufacturer?.label ?? '',
    model: bike.model?.label ?? '',
    color: bike.color,
    year: bike.year ?? '',
    type: isBikeType(bike.type) ? bike.type : 'other',
    frameNumber: bike.frameNumber,
    notes: bike.notes,
  };
}

export function yearOf(value: number | string): number | null {
  return value === '' ? null : Number(value);
}

/** What differs from the saved bike; empty when nothing does. */
export function bikeChangesOf(bike: TBike, values: BikeValues): TBikeChanges {
  const changes: TBikeChanges = {};
  if (values.manufacturer.trim() !== (bike.manufacturer?.label ?? '')) changes.manufacturer = values.manufacturer.trim();
  if (values.model.trim() !== (bike.model?.label ?? '')) changes.model = values.model.trim();
  for (const field of TEXT_FIELDS) if (values[field].trim() !== bike[field]) changes[field] = values[field].trim();
  if (yearOf(values.year) !== bike.year) changes.year = yearOf(values.year);
  if (values.type !== bike.type) changes.type = values.type;
  return changes;
}

function messageKeyOf(field: string): string {
  return field === 'year' ? 'customers:validation.year' : 'validation.invalid';
}

/** The invalid fields of a bike's fields, each with its message in the current language. */
export function validateBike(fields: TBikeChanges): Record<string, string> {
  return fieldErrorsOf(ZBikeChangesSchema, fields, {
    keyOf: (field, issue) => (issue.code === 'too_big' && field !== 'year' ? 'validation.tooLong' : messageKeyOf(field)),
  });
}

/** The fields a refused save names (`changes.year`, `year`), with their messages. */
export function bikeServerErrorsOf(error: unknown): Record<string, string> {
  return changesErrorsOf(error, messageKeyOf);
}
