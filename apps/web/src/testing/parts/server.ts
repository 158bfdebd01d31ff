// A fake server for the parts' screens: the repairs screens' server (testing/repairs/server.ts) plus the parts'
// functions answering from in-memory parts as the server would (docs/product.md §31.2): ordering, arriving, the
// customers to call and telling them. A test's own handlers go over these.
import type { TListedPart, TPartsCall, TRepair } from '@rueda/domain';
import { failure } from '@/testing/fake-server';
import { repairsServer, type RepairsServerOptions } from '@/testing/repairs/server';

export interface PartsServerOptions extends RepairsServerOptions {
  parts?: TListedPart[];
}

const NOW = '2026-06-10T09:00:00.000Z';
const strip = ({ repair: _repair, ...part }: TListedPart) => part;

export function partsServer({ parts = [], ...options }: PartsServerOptions = {}) {
  const state = { parts: [...parts] };
  const replace = (next: TListedPart) => (state.parts = state.parts.map((part) => (part.id === next.id ? next : part)));
  const ofRepair = (repairId: string) => state.parts.filter((part) => part.repairId === repairId);
  const toCall = (): TPartsCall[] => {
    const repairIds = [...new Set(state.parts.map((part) => part.repairId))];
    return repairIds
      .map((repairId) => ofRepair(repairId))
      .filter((own) => own.every((part) => part.state === 'arrived' && part.customerToldAt === null))
      .map((own) => ({
        repair: own[0]!.repair,
        parts: own.map(({ id, title, quantity }) => ({ id, title, quantity })),
        allInAt: own
          .map((part) => part.arrivedAt ?? NOW)
          .sort()
          .at(-1)!,
      }));
  };
  const server = repairsServer({
    ...options,
    functions: {
      partsList: ({ repairId, states }) =>
        state.parts.filter((part) => (!repairId || part.repairId === repairId) && (!states || states.includes(part.state))),
      partsOrder: ({ ids, orderedOn = '2026-06-10', expectedOn = null }) => {
        const chosen = state.parts.filter((part) => ids.includes(part.id));
        if (chosen.some((part) => part.state !== 'toOrder')) return failure('failed-precondition', { details: { reason: 'not-to-order' } });
        const next = chosen.map((part): TListedPart => ({ ...part, state: 'ordered', orderedOn, expectedOn, lastUpdate: NOW }));
        next.forEach(replace);
        return next.map(strip);
      },
      partsArrive: ({ id }) => {
        const found = state.parts.find((part) => part.id === id);
        if (!found) return failure('not-found');
        if (found.state === 'arrived') return failure('failed-precondition', { details: { reason: 'already-arrived' } });
        const next: TListedPart = {
          ...found,
          state: 'arrived',
          arrivedAt: NOW,
          arrivedBy: { userId: 'user-1', name: 'Ana' },
          lastUpdate: NOW,
        };
        replace(next);
        const repair: TRepair | null = server.repairsState.repairs.get(found.repairId) ?? null;
        return { part: strip(next), repair, allIn: ofRepair(found.repairId).every((part) => part.state === 'arrived') };
      },
      partsToCall: () => toCall(),
      partsCustomerTold: ({ repairId }) => {
        const own = ofRepair(repairId);
        for (const part of own) replace({ ...part, customerToldAt: NOW });
        return { told: own.length };
      },
      ...options.functions,
    },
  });
  return { ...server, partsState: state };
}
