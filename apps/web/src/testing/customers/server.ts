// A fake server for the customers screens' tests: the auth server plus the customers' functions
// answering from in-memory state (src/testing/customers-server.ts) and what the fast intake asks for.
import { authServer, type AuthServerOptions } from '@/testing/auth-server';
import { catalogueFunctions, catalogueOf } from '@/testing/catalogue-server';
import { customersFunctions, type CustomerRecord } from '@/testing/customers-server';

export interface CustomersServerOptions extends AuthServerOptions {
  customers?: CustomerRecord[];
}

export const MECHANIC = { role: 'mechanic', uid: 'w1', active: true, trial: false, free: false } as const;

export function customersServer({ customers = [], ...options }: CustomersServerOptions = {}) {
  const fake = customersFunctions(customers);
  const catalogue = catalogueFunctions(catalogueOf());
  const server = authServer({
    isSignedIn: true,
    ...options,
    functions: { mechanicsList: () => [], ...catalogue.functions, ...fake.functions, ...options.functions },
  });
  return { ...server, customersState: fake.state, findCustomer: fake.find, findBike: fake.findBike };
}
