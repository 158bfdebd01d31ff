// docs/product.md §29.4: a full invoice names its customer: name, tax id (checked when Spanish or Portuguese),
// country and address, prefilled from the repair's customer when it charges a repair.
import { ZSalesCustomerSchema, type TRepairCustomer, type TSalesCustomer } from '@rueda/domain';
import { fieldErrorsOf } from '@/lib/form-validation';
import { i18n, translateKey } from '@/lib/i18n';
import { taxIdProblemKey } from './tax-id';

export interface CustomerValues {
  name: string;
  taxId: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  street: string;
  postalCode: string;
  town: string;
  /** The customer record the values came from, if any. */
  customerId: string | null;
}

export type CustomerField = 'name' | 'taxId' | 'country' | 'street' | 'postalCode' | 'town';

/** No customer yet, in the workshop's country. */
export function emptyCustomer(country: string): CustomerValues {
  return { name: '', taxId: '', country, street: '', postalCode: '', town: '', customerId: null };
}

/** The repair's customer as the invoice's: name and surname, the DNI as the tax id, the address as the street. */
export function customerOfRepair(customer: TRepairCustomer, country: string): CustomerValues {
  return {
    name: [customer.name, customer.surname]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' '),
    taxId: customer.dni.trim(),
    country,
    street: customer.address.trim(),
    postalCode: '',
    town: '',
    customerId: customer.id,
  };
}

/** The customer as salesInvoicesIssue takes it. */
export function customerInputOf(values: CustomerValues): TSalesCustomer {
  return {
    name: values.name.trim(),
    taxId: values.taxId.trim(),
    country: values.country.trim().toUpperCase(),
    street: values.street.trim(),
    postalCode: values.postalCode.trim(),
    town: values.town.trim(),
    customerId: values.customerId,
  };
}

/** Each field's problem in the reader's language: the schema's bounds, then the tax id's check (docs/product.md §29.1). */
export function customerErrorsOf(values: CustomerValues): Partial<Record<CustomerField, string>> {
  const errors = fieldErrorsOf<CustomerField>(ZSalesCustomerSchema, customerInputOf(values));
  const taxIdKey = taxIdProblemKey(values.country, values.taxId);
  if (!errors.taxId && taxIdKey) errors.taxId = translateKey(i18n.getFixedT(null, 'sales'), taxIdKey);
  return errors;
}
