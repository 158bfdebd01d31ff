// A fake server for the repairs screens' tests: the auth server plus the repairs, mechanics,
// customers and services functions, answering from in-memory state.
import { lowStockCount, type TCatalogue, type TRepair, type TRepairSummary } from '@rueda/domain';
import { authServer, type AuthServerOptions } from '@/testing/auth-server';
import { failure } from '@/testing/fake-server';
import { CATALOGUE, MECHANICS, boardData } from './test-factories';

export interface RepairsServerOptions extends AuthServerOptions {
  summaries?: TRepairSummary[];
  repairs?: TRepair[];
  /** The workshop's catalogue, archived items included; CATALOGUE unless given. */
  catalogue?: TCatalogue;
}

export function repairsServer(options: RepairsServerOptions = {}) {
  const state = { summaries: options.summaries ?? [], repairs: new Map((options.repairs ?? []).map((repair) => [repair.id, repair])) };
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
      // As the server: the archived items only when asked for.
      servicesList: (input) => {
        const catalogue = options.catalogue ?? CATALOGUE;
        const isListed = (item: { archived: boolean }) => input?.includeArchived === true || !item.archived;
        const stockItems = catalogue.stockItems.filter(isListed);
        return {
          packs: catalogue.packs.filter(isListed),
          maintenances: catalogue.maintenances.filter(isListed),
          suspensions: catalogue.suspensions.filter(isListed),
          stockItems,
          lowStock: lowStockCount(stockItems),
        };
      },
      customersList: () => [],
      bikesList: () => [],
      repairsReorder: ({ ids }) => ({ reordered: ids.length }),
      ...options.functions,
    },
  });
  return { ...server, repairsState: state };
}
