// A repair keeps its own copy of its customer and bike (docs/product.md §3 Repair: customer{…}, bike{…}),
// taken from the workshop's customer and bike rows or from what staff typed.
import type { TRepair, TRepairBike, TRepairCustomer } from './repair.ts';

export type RepairCustomerFields = Pick<TRepairCustomer, 'id' | 'name' | 'surname' | 'phone' | 'address' | 'dni' | 'email'>;

export interface RepairBikeFields {
  manufacturer: string;
  model: string;
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

function option(value: string, fallback: string) {
  const text = value.trim();
  return text ? { value: text, label: text } : { value: fallback, label: fallback };
}

/** The repair's copy of its bike, with docs/product.md §3's defaults for what is not known. */
export function repairBikeOf(
  fields: RepairBikeFields,
  fallbackYear: number,
): Pick<TRepairBike, 'manufacturer' | 'model' | 'color' | 'year' | 'type'> {
  return {
    manufacturer: option(fields.manufacturer, 'generic'),
    model: option(fields.model, 'unknown'),
    color: fields.color,
    year: fields.year ?? fallbackYear,
    type: fields.type || 'unknown',
  };
}
