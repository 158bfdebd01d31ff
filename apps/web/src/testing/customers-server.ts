// A workshop's customers behind the fake server: customersList, customersGet, customersUpdate and
// customersDelete answering from in-memory state as the real ones do (a search over the customer's
// fields and bikes, most recently seen first, paged; a stale save refused with `aborted`; a customer
// with repairs refused with failed-precondition), for the customers screens' tests.
import {
  customerSearchText,
  customerSearchWordsOf,
  ZCustomerChangesSchema,
  type TBike,
  type TCustomer,
  type TCustomerRepair,
} from '@rueda/domain';
import { failure, type FunctionHandlers } from './fake-server';

export const CUSTOMER_SAVED_AT = '2026-06-01T09:00:00.000Z';

export interface CustomerRecord {
  customer: TCustomer;
  bikes: TBike[];
  /** Newest first. */
  repairs: TCustomerRepair[];
}

export function customerOf(overrides: Partial<TCustomer> & { id: string }): TCustomer {
  return {
    name: '',
    surname: '',
    phone: '',
    email: '',
    address: '',
    dni: '',
    language: 'es',
    notes: '',
    whatsappConsentAt: null,
    emailConsentAt: null,
    created: '2026-01-01T00:00:00.000Z',
    lastUpdate: CUSTOMER_SAVED_AT,
    ...overrides,
  };
}

export function bikeOf(overrides: Partial<TBike> & { id: string; customerId: string }): TBike {
  return {
    manufacturer: '',
    model: '',
    color: '',
    year: null,
    type: 'unknown',
    frameNumber: '',
    notes: '',
    created: '2026-01-01T00:00:00.000Z',
    lastUpdate: CUSTOMER_SAVED_AT,
    ...overrides,
  };
}

const lastVisitOf = (record: CustomerRecord) => record.repairs[0]?.created ?? null;

export function customersFunctions(initial: CustomerRecord[]) {
  const state = { records: structuredClone(initial), saves: 0 };
  const find = (id: string) => state.records.find((record) => record.customer.id === id);
  const functions: FunctionHandlers = {
    customersList: ({ search = '', limit = 50, offset = 0 }) => {
      const words = customerSearchWordsOf(search);
      return state.records
        .filter((record) => {
          const text = customerSearchText(record.customer, record.bikes);
          return words.every((word) => text.includes(word));
        })
        .sort((a, b) => (lastVisitOf(b) ?? '').localeCompare(lastVisitOf(a) ?? '') || b.customer.created.localeCompare(a.customer.created))
        .slice(offset, offset + limit)
        .map((record) => ({ ...record.customer, lastVisit: lastVisitOf(record), bikeCount: record.bikes.length }));
    },
    customersGet: ({ id }) => {
      const record = find(id);
      if (!record) return failure('not-found');
      const totalSpent = record.repairs.filter((repair) => repair.status === 'delivered').reduce((sum, repair) => sum + repair.total, 0);
      return { customer: record.customer, bikes: record.bikes, repairs: record.repairs, totalSpent, lastVisit: lastVisitOf(record) };
    },
    customersUpdate: ({ id, expectedLastUpdate, changes }) => {
      const record = find(id);
      if (!record) return failure('not-found');
      const parsed = ZCustomerChangesSchema.safeParse(changes);
      if (!parsed.success) {
        const fields = parsed.error.issues.map((issue) => ({ field: ['changes', ...issue.path].join('.'), message: issue.message }));
        return failure('invalid-argument', { details: { fields } });
      }
      if (record.customer.lastUpdate !== expectedLastUpdate) return failure('aborted', { details: { reason: 'stale' } });
      state.saves += 1;
      record.customer = {
        ...record.customer,
        ...parsed.data,
        lastUpdate: new Date(Date.parse(CUSTOMER_SAVED_AT) + state.saves * 60_000).toISOString(),
      };
      return record.customer;
    },
    customersDelete: ({ id }) => {
      const record = find(id);
      if (!record) return failure('not-found');
      if (record.repairs.length > 0) {
        return failure('failed-precondition', { details: { reason: 'has-repairs', repairs: record.repairs.length } });
      }
      state.records = state.records.filter((other) => other !== record);
      return { deleted: true };
    },
    bikesList: ({ customerId }) => find(customerId)?.bikes ?? [],
  };
  return { state, functions, find };
}
