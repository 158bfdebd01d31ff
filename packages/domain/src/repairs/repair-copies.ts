// A repair keeps its own copy of its customer and bike (docs/product.md §3 Repair: customer{…}, bike{…}),
// taken from the workshop's customer and bike rows or from what staff typed.
import { bikeModelOptionOf, bikeOptionOf, type TBikeOption } from '../customers/manufacturers.ts';
import type { TRepair, TRepairBike, TRepairCustomer } from './repair.ts';

export type RepairCustomerFields = Pick<TRepairCustomer, 'id' | 'name' | 'surname' | 'phone' | 'address' | 'dni' | 'email'>;

/** A workshop bike's options, or what staff typed (resolved against the manufacturers list, docs/product.md §12.1). */
export interface RepairBikeFields {
  manufacturer: string | TBikeOption | null;
  model: string | TBikeOption | null;
  color: string;
  year: number | null;
  type: string;
}

/** The repair's copy of its customer, and the form's phone and full name that go with it. */
export function repairCustomerOf(fields: RepairCustomerFields): { customer: TRepair['customer']; phone: string; fullName: string } {
  const customer = {
    id: fields.id,
    name: fields.name,
    surname: fields.surname,
    phone: fields.phone,
    address: fields.address,
    dni: fields.dni,
    email: fields.email,
  };
  return { customer, phone: fields.phone, fullName: [fields.name, fields.surname].filter(Boolean).join(' ') };
}

function option(value: string | TBikeOption | null, resolve: (text: string) => TBikeOption | null, fallback: string): TBikeOption {
  const found = typeof value === 'string' ? resolve(value) : value;
  return found ?? { value: fallback, label: fallback };
}

/** The repair's copy of its bike, with docs/product.md §3's defaults for what is not known (but no invented year). */
export function repairBikeOf(
  fields: RepairBikeFields,
  fallbackYear: number | null,
): Pick<TRepairBike, 'manufacturer' | 'model' | 'color' | 'year' | 'type'> {
  return {
    manufacturer: option(fields.manufacturer, bikeOptionOf, 'generic'),
    model: option(fields.model, bikeModelOptionOf, 'unknown'),
    color: fields.color,
    year: fields.year ?? fallbackYear,
    type: fields.type || 'unknown',
  };
}
