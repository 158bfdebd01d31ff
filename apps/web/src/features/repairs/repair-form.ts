// The repair page's editable fields: read from the repair, changed by the user, and sent back as the
// `changes` of repairsUpdate, only those that changed (docs/product.md §4).
import { BIKE_TYPES, FunctionError, SERVICE_KINDS, ZRepairsUpdateInputSchema, type TRepair, type TRepairsUpdateInput } from '@rueda/domain';
import { fieldIssuesOf } from '@/lib/call';
import { fieldErrorsOf } from '@/lib/form-validation';
import { i18n, translateKey } from '@/lib/i18n';
import { serviceLinesOf, type ServiceLine } from './services';

type BikeType = (typeof BIKE_TYPES)[number];

export interface RepairFields {
  customer: { name: string; surname: string; phone: string; email: string; address: string; dni: string };
  bike: { manufacturer: string; model: string; color: string; year: number | null; type: string };
  services: ServiceLine[];
  mechanics: string[];
  priority: number;
  technicalNotes: string;
  entryDate: string | null;
  deliveryDate: string | null;
  booking: { confirmedDate: string | null; postponedDate: string | null; finishedDate: string | null; observations: string };
}

export type RepairEdits = Partial<RepairFields>;

export function fieldsOf(repair: TRepair): RepairFields {
  const { customer, bike, state } = repair;
  return {
    customer: {
      name: customer.name,
      surname: customer.surname,
      phone: customer.phone,
      email: customer.email,
      address: customer.address,
      dni: customer.dni,
    },
    bike: {
      // Older repairs carry the defaults of docs/product.md §3 ('generic', 'unknown'); they show as empty fields.
      manufacturer: bike.manufacturer.value === 'generic' ? '' : bike.manufacturer.label,
      model: bike.model.value === 'unknown' ? '' : bike.model.label,
      color: bike.color,
      year: bike.year,
      type: bike.type,
    },
    services: serviceLinesOf(repair),
    mechanics: repair.mechanics,
    priority: repair.priority,
    technicalNotes: repair.technicalNotes,
    entryDate: repair.entryDate,
    deliveryDate: repair.deliveryDate,
    booking: { ...state.booking },
  };
}

/** A bike type the input schema knows; older repairs may carry others ('mtb'). */
export function knownBikeType(type: string): BikeType {
  return (BIKE_TYPES as readonly string[]).includes(type) ? (type as BikeType) : type === 'mtb' ? 'mountain' : 'other';
}

/** repairsUpdate's `changes` for the edited fields. Prices are sent only by roles that may set them. */
export function changesOf(repair: TRepair, edits: RepairEdits, mayPrice: boolean): TRepairsUpdateInput['changes'] {
  const changes: TRepairsUpdateInput['changes'] = {};
  if (edits.customer) changes.customer = { id: repair.customer.id, ...edits.customer };
  if (edits.bike) changes.bike = { id: null, ...edits.bike, type: knownBikeType(edits.bike.type) };
  if (edits.services) {
    const services = Object.fromEntries(SERVICE_KINDS.map((kind) => [kind, [] as { id: string; quantity: number; price?: number }[]]));
    for (const line of edits.services)
      services[line.kind]!.push({ id: line.id, quantity: line.quantity, ...(mayPrice ? { price: line.price } : {}) });
    changes.services = services;
  }
  if (edits.mechanics) changes.mechanics = edits.mechanics;
  if (edits.priority !== undefined) changes.priority = edits.priority;
  if (edits.technicalNotes !== undefined) changes.technicalNotes = edits.technicalNotes;
  if (edits.entryDate !== undefined) changes.entryDate = edits.entryDate;
  if (edits.deliveryDate !== undefined) changes.deliveryDate = edits.deliveryDate;
  if (edits.booking) changes.booking = edits.booking;
  return changes;
}

/** The edits that still differ from the saved fields (an edit undone by hand is no change). */
export function effectiveEditsOf(saved: RepairFields, edits: RepairEdits): RepairEdits {
  return Object.fromEntries(
    Object.entries(edits).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(saved[key as keyof RepairFields])),
  ) as RepairEdits;
}

/** The edits that still differ from the repair. */
export function effectiveEdits(repair: TRepair, edits: RepairEdits): RepairEdits {
  return effectiveEditsOf(fieldsOf(repair), edits);
}

/** A path of the update input or of the server's field errors, as the page's error key ('customer.phone'). */
export function errorKeyOfPath(path: string): string {
  const parts = path.replace(/^changes\./, '').split('.');
  if (parts[0] === 'services' || parts[0] === 'mechanics' || parts[0] === 'controlSheets') return parts[0];
  return parts.slice(0, 2).join('.');
}

/** The field errors of the changes, in the current language; empty when they are valid. */
export function validateChanges(input: TRepairsUpdateInput): Record<string, string> {
  return fieldErrorsOf(ZRepairsUpdateInputSchema, input, {
    fieldOf: (path) => errorKeyOfPath(path.map(String).join('.')),
    keyOf: (key, issue) => (key === 'customer.phone' && issue.code === 'invalid_format' ? 'repairs:intake.errors.phone' : issue.message),
  });
}

export function serverErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof FunctionError) || error.code !== 'invalid-argument') return {};
  return Object.fromEntries(fieldIssuesOf(error).map(({ field }) => [errorKeyOfPath(field), translateKey(i18n.t, 'validation.invalid')]));
}
