// A fake server for the services screen's tests: the auth server plus the catalogue's functions
// answering from in-memory state (src/testing/catalogue-server.ts).
import type { TCatalogue } from '@rueda/domain';
import { authServer, type AuthServerOptions } from '@/testing/auth-server';
import { catalogueFunctions } from '@/testing/catalogue-server';
import { CATALOGUE } from './factories';

export interface CatalogueServerOptions extends AuthServerOptions {
  /** The workshop's catalogue, archived items included; CATALOGUE unless given. */
  catalogue?: TCatalogue;
  /** What servicesAddStarter adds. */
  starter?: TCatalogue;
}

export const MECHANIC = { role: 'mechanic', uid: 'w1', active: true, trial: false, free: false } as const;

export function catalogueServer({ catalogue = CATALOGUE, starter, ...options }: CatalogueServerOptions = {}) {
  const services = catalogueFunctions(catalogue, starter);
  const server = authServer({ isSignedIn: true, ...options, functions: { ...services.functions, ...options.functions } });
  return { ...server, catalogueState: services.state };
}
