// A fake server for the repairs screens' tests: the auth server plus the repairs, mechanics,
// customers and services functions, answering from in-memory state.
import { REPAIR_STATUSES, type TRepair, type TRepairSummary } from '@rueda/domain';
import { authServer, type AuthServerOptions } from '@/testing/auth-server';
import { json, type Handler, type RecordedRequest } from '@/testing/fake-server';
import { CATALOGUE, MECHANICS } from './test-factories';

export const fn = (name: string) => `POST /api/functions/${name}`;

export function dataOf<T = Record<string, unknown>>(request: RecordedRequest): T {
  return (request.body as { data: T }).data;
}

export function failure(code: string, status: number, details?: unknown): Response {
  return json({ error: { status: code.replace(/-/g, '_').toUpperCase(), message: code, details } }, status);
}

export interface RepairsServerOptions extends AuthServerOptions {
  summaries?: TRepairSummary[];
  repairs?: TRepair[];
}

export function repairsServer(options: RepairsServerOptions = {}) {
  const state = { summaries: options.summaries ?? [], repairs: new Map((options.repairs ?? []).map((repair) => [repair.id, repair])) };
  const list: Handler = () => {
    const counts = Object.fromEntries(REPAIR_STATUSES.map((status) => [status, state.summaries.filter((repair) => repair.status === status).length]));
    return json({ result: { repairs: state.summaries, counts, total: state.summaries.length, nextCursor: null } });
  };
  const get: Handler = (request) => {
    const repair = state.repairs.get(dataOf<{ id: string }>(request).id);
    return repair ? json({ result: { repair, storedVersion: 4, stored: null } }) : failure('not-found', 404);
  };
  const server = authServer({
    isSignedIn: true,
    ...options,
    handlers: {
      [fn('repairsList')]: list,
      [fn('repairsGet')]: get,
      [fn('mechanicsList')]: () => json({ result: MECHANICS }),
      [fn('servicesList')]: () => json({ result: CATALOGUE }),
      [fn('customersList')]: () => json({ result: [] }),
      [fn('bikesList')]: () => json({ result: [] }),
      [fn('repairsReorder')]: (request) => json({ result: { reordered: dataOf<{ ids: string[] }>(request).ids.length } }),
      ...options.handlers,
    },
  });
  return { ...server, repairsState: state };
}
