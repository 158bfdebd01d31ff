// A workshop's customers behind the fake server: customersList, customersGet, customersUpdate and
// customersDelete answering from in-memory state as the real ones do (a search over the customer's
// fields and bikes, most recently seen first, paged; a stale save refused with `aborted`; a customer
// with repairs refused with failed-precondition), for the customers screens' tests.
import {
  bikeHistoryTotals,
  bikeModelOptionOf,
  bikeOptionOf,
  customerSearchText,
  customerSearchWordsOf,
  ZBikeChangesSchema,
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
    manufacturer: null,
    model: null,
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

/** A bike's typed fields as the server stores them: manufacturer and model resolved to options (docs/product.md §12.1). */
function bikeFieldsOf(fields: Record<string, unknown>): Partial<TBike> {
  const { manufacturer, model, ...rest } = fields;
  return {
    ...(rest as Partial<TBike>),
    ...(typeof manufacturer === 'string' ? { manufacturer: bikeOptionOf(manufacturer) } : {}),
    ...(typeof model === 'string' ? { model: bikeModelOptionOf(model) } : {}),
  };
}

const invalid = (error: { issues: { path: PropertyKey[]; message: string }[] }, prefix: string[]) =>
  failure('invalid-argument', {
    details: { fields: error.issues.map((issue) => ({ field: [...prefix, ...issue.path.map(String)].join('.'), message: issue.message })) },
  });

const lastVisitOf = (record: CustomerRecord) => record.repairs[0]?.created ?? null;

export function customersFunctions(initial: CustomerRecord[]) {
  const state = { records: structuredClone(initial), saves: 0 };
  const find = (id: string) => state.records.find((record) => record.customer.id === id);
  const findBike = (id: string) => {
    for (const record of state.records) {
      const bike = record.bikes.find((other) => other.id === id);
      if (bike) return { record, bike };
    }
    return undefined;
  };
  const savedAt = () => new Date(Date.parse(CUSTOMER_SAVED_AT) + state.saves * 60_000).toISOString();
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
    // docs/product.md §12.1: the bike, its owner and every repair of it, whichever record the repair is in.
    bikesGet: ({ id }) => {
      const found = findBike(id);
      if (!found) return failure('not-found');
      const repairs = state.records
        .flatMap((record) =>
          record.repairs
            .filter((repair) => repair.bikeId === id)
            .map((repair) => ({
              ...repair,
              customerId: record.customer.id,
              customerName: [record.customer.name, record.customer.surname].filter(Boolean).join(' '),
            })),
        )
        .sort((a, b) => b.created.localeCompare(a.created));
      return { bike: found.bike, owner: found.record.customer, repairs };
    },
    // docs/product.md §31.3: the same repairs, without lines or mechanics, delivered when they were made.
    bikesHistory: ({ id }) => {
      const found = findBike(id);
      if (!found) return failure('not-found');
      const repairs = state.records
        .flatMap((record) =>
          record.repairs
            .filter((repair) => repair.bikeId === id)
            .map((repair) => ({
              ...repair,
              entryDate: repair.created,
              finishedAt: null,
              deliveredAt: repair.status === 'delivered' ? repair.created : null,
              lines: [],
              mechanics: [],
              customerId: record.customer.id,
              customerName: [record.customer.name, record.customer.surname].filter(Boolean).join(' '),
              photoIds: [],
            })),
        )
        .sort((a, b) => b.created.localeCompare(a.created));
      const timeZone = 'Europe/Madrid';
      return { bikeId: id, timeZone, repairs, totals: bikeHistoryTotals(repairs, timeZone), suspensions: [], recommendations: [] };
    },
    bikesCreate: ({ customerId, ...fields }) => {
      const record = find(customerId);
      if (!record) return failure('not-found');
      state.saves += 1;
      const bike = bikeOf({ id: `b-new-${state.saves}`, customerId, ...bikeFieldsOf(fields) });
      record.bikes.unshift(bike);
      return bike;
    },
    bikesUpdate: ({ id, expectedLastUpdate, changes }) => {
      const found = findBike(id);
      if (!found) return failure('not-found');
      const parsed = ZBikeChangesSchema.safeParse(changes);
      if (!parsed.success) return invalid(parsed.error, ['changes']);
      if (found.bike.lastUpdate !== expectedLastUpdate) return failure('aborted', { details: { reason: 'stale' } });
      state.saves += 1;
      const bike = { ...found.bike, ...bikeFieldsOf(parsed.data), lastUpdate: savedAt() };
      found.record.bikes = found.record.bikes.map((other) => (other.id === id ? bike : other));
      return bike;
    },
    bikesTransfer: ({ bikeId, toCustomerId }) => {
      const found = findBike(bikeId);
      const to = find(toCustomerId);
      if (!found || !to) return failure('not-found');
      state.saves += 1;
      const bike = { ...found.bike, customerId: toCustomerId, lastUpdate: savedAt() };
      found.record.bikes = found.record.bikes.filter((other) => other.id !== bikeId);
      to.bikes.unshift(bike);
      return bike;
    },
    bikesDelete: ({ id }) => {
      const found = findBike(id);
      if (!found) return failure('not-found');
      const repairs = state.records.flatMap((record) => record.repairs).filter((repair) => repair.bikeId === id).length;
      if (repairs > 0) return failure('failed-precondition', { details: { reason: 'has-repairs', repairs } });
      found.record.bikes = found.record.bikes.filter((other) => other.id !== id);
      return { deleted: true };
    },
  };
  return { state, functions, find, findBike };
}
