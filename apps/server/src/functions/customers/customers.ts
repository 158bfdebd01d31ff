// Customers and bikes, as repairs need them (issue 4); their own screens come later.
import { FunctionError, FUNCTIONS } from '@rueda/domain';
import { createBike, createCustomer, findCustomer, listBikes, listCustomers } from '../../data/customers.ts';
import { defineFunction } from '../registry.ts';

export const customersList = defineFunction({
  name: 'customersList',
  input: FUNCTIONS.customersList.input,
  access: { permission: 'workshop.use' },
  handler: (input, { db, workshopId }) => listCustomers(db, workshopId!, input),
});

export const customersCreate = defineFunction({
  name: 'customersCreate',
  input: FUNCTIONS.customersCreate.input,
  access: { permission: 'customers.edit' },
  handler: (input, { db, workshopId, clock }) => createCustomer(db, workshopId!, input, clock()),
});

async function requireCustomer(db: Parameters<typeof findCustomer>[0], workshopId: string, id: string) {
  if (!(await findCustomer(db, workshopId, id))) throw new FunctionError('not-found', 'This customer does not exist.');
}

export const bikesList = defineFunction({
  name: 'bikesList',
  input: FUNCTIONS.bikesList.input,
  access: { permission: 'workshop.use' },
  handler: async (input, { db, workshopId }) => {
    await requireCustomer(db, workshopId!, input.customerId);
    return listBikes(db, workshopId!, input.customerId);
  },
});

export const bikesCreate = defineFunction({
  name: 'bikesCreate',
  input: FUNCTIONS.bikesCreate.input,
  access: { permission: 'customers.edit' },
  handler: async ({ customerId, ...fields }, { db, workshopId, clock }) => {
    await requireCustomer(db, workshopId!, customerId);
    return createBike(db, workshopId!, customerId, fields, clock());
  },
});
