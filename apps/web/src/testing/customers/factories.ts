// The customers of the customers screens' tests.
import { bikeOf, customerOf, type CustomerRecord } from '@/testing/customers-server';

export const MARTA: CustomerRecord = {
  customer: customerOf({
    id: 'c-marta',
    name: 'Marta',
    surname: 'Ruiz',
    phone: '611 222 333',
    email: 'marta@correo.es',
    dni: '12345678Z',
    whatsappConsentAt: '2026-11-23T10:00:00.000Z',
    created: '2026-01-01T00:00:00.000Z',
  }),
  bikes: [
    bikeOf({
      id: 'b-orca',
      customerId: 'c-marta',
      manufacturer: { value: 'orbea', label: 'Orbea' },
      model: { value: 'Orca', label: 'Orca' },
      color: 'Rojo',
      year: 2022,
      type: 'road',
      frameNumber: 'WTU123',
    }),
  ],
  repairs: [
    { id: 'r-new', status: 'inProgress', payment: 'pending', created: '2026-11-20T09:00:00.000Z', total: 2000, bikeId: 'b-orca' },
    { id: 'r-old', status: 'delivered', payment: 'paid', created: '2026-10-02T09:00:00.000Z', total: 4500, bikeId: 'b-orca' },
  ],
};

/** Marta's bike's previous owner, whose repair of it stays in its history (docs/product.md §12.1). */
export const LUIS: CustomerRecord = {
  customer: customerOf({ id: 'c-luis', name: 'Luis', surname: 'Gil', phone: '633 444 555', created: '2025-01-01T00:00:00.000Z' }),
  bikes: [],
  repairs: [{ id: 'r-luis', status: 'delivered', payment: 'paid', created: '2025-05-02T09:00:00.000Z', total: 3000, bikeId: 'b-orca' }],
};

export const JUAN: CustomerRecord = {
  customer: customerOf({ id: 'c-juan', name: 'Juan', surname: 'Pérez', phone: '699 888 777', created: '2026-03-01T00:00:00.000Z' }),
  bikes: [],
  repairs: [],
};

/** `count` customers without repairs, the newest first by their number. */
export function manyCustomers(count: number): CustomerRecord[] {
  return Array.from({ length: count }, (_, index) => ({
    customer: customerOf({
      id: `c-${index}`,
      name: `Cliente ${String(index).padStart(3, '0')}`,
      phone: `600 000 ${String(index).padStart(3, '0')}`,
      created: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
    }),
    bikes: [],
    repairs: [],
  }));
}

/** Ana as the customer search lists her, for the fast intake's tests, and her one bike. */
export const ANA_LISTED = {
  ...customerOf({ id: 'c-ana', name: 'Ana', surname: 'López', phone: '611 222 333' }),
  lastVisit: null,
  bikeCount: 1,
};
export const ANA_BIKE = bikeOf({
  id: 'b-1',
  customerId: 'c-ana',
  manufacturer: { value: 'bh', label: 'BH' },
  model: { value: 'Lynx', label: 'Lynx' },
  color: 'azul',
  year: 2020,
  type: 'mountain',
});
