// A fake server for the repairs screens' tests: the auth server plus the repairs, mechanics,
// customers and services functions, answering from in-memory state.
import type { TCatalogue, TRepair, TRepairSummary } from '@rueda/domain';
import { authServer, type AuthServerOptions } from '@/testing/auth-server';
import { catalogueFunctions } from '@/testing/catalogue-server';
import { failure } from '@/testing/fake-server';
import { CATALOGUE, MECHANICS, boardData } from './factories';

export interface RepairsServerOptions extends AuthServerOptions {
  summaries?: TRepairSummary[];
  repairs?: TRepair[];
  /** The workshop's catalogue, archived items included; CATALOGUE unless given. */
  catalogue?: TCatalogue;
}

export function repairsServer(options: RepairsServerOptions = {}) {
  const state = { summaries: options.summaries ?? [], repairs: new Map((options.repairs ?? []).map((repair) => [repair.id, repair])) };
  const catalogue = catalogueFunctions(options.catalogue ?? CATALOGUE);
  const server = authServer({
    isSignedIn: true,
    ...options,
    functions: {
      repairsList: () => {
        const { repairs, counts, total } = boardData(state.summaries);
        return { repairs, counts, total, nextCursor: null };
      },
      repairsGet: ({ id }) => {
        const repair = state.repairs.get(id);
        return repair ? { repair, storedVersion: 4, stored: null } : failure('not-found');
      },
      mechanicsList: () => MECHANICS,
      customersList: () => [],
      bikesList: () => [],
      // As the server does: each id takes its index as its position in the list order.
      repairsReorder: ({ ids }) => {
        state.summaries = state.summaries.map((repair) =>
          ids.includes(repair.id) ? { ...repair, orderPosition: ids.indexOf(repair.id) } : repair,
        );
        return { reordered: ids.length };
      },
      // docs/product.md §12.3: the repair page's photos section.
      repairPhotosList: () => [],
      // docs/product.md §17.4: the work timer, with nobody's running and nothing timed.
      repairWorkCurrent: () => null,
      repairWorkGet: () => ({ sessions: [], sessionCount: 0, perMechanic: [], totalMinutes: 0, running: null }),
      // docs/product.md §20.5 and §21.4: nothing but status changes in the repair's history.
      repairEventsList: () => ({ events: [] }),
      // docs/decisions/058: an online booking's typed contact, none unless a test gives one.
      repairBookingContact: () => ({ contact: null, suggestion: null }),
      // docs/product.md §31.1: no work recommended on the repair's bike unless a test gives some.
      recommendationsList: () => [],
      ...catalogue.functions,
      ...options.functions,
    },
  });
  return { ...server, repairsState: state, catalogueState: catalogue.state };
}
