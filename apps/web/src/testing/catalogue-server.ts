// A workshop's catalogue behind the fake server: the services functions answering from in-memory
// state as the real ones do (archived items only when asked for, a stale save refused with `aborted`,
// positions from a reorder), for the services screen's and the repair page's tests.
import {
  SERVICE_KINDS,
  SERVICE_SCHEMAS,
  ZCatalogueSchema,
  lowStockCount,
  spreadsheetFieldsOf,
  spreadsheetRowOf,
  type ServiceKind,
  type TCatalogue,
  type TCatalogueInput,
  type TServiceEntry,
  type TServiceItem,
  type TServicesImportOutput,
  type TServicesListOutput,
} from '@rueda/domain';
import { failure, type FunctionHandlers } from './fake-server';

/** The time every item of a test catalogue was last saved, unless given. */
export const CATALOGUE_SAVED_AT = '2026-06-01T09:00:00.000Z';

/** A whole catalogue, through the domain's schema (every default filled in); kinds left out are empty. */
export function catalogueOf(input: Partial<TCatalogueInput> = {}): TCatalogue {
  return ZCatalogueSchema.parse(
    Object.fromEntries(
      SERVICE_KINDS.map((kind) => [kind, (input[kind] ?? []).map((item) => ({ lastUpdate: CATALOGUE_SAVED_AT, ...item }))]),
    ),
  );
}

type Items = Record<ServiceKind, TServiceItem[]>;

function listOf(catalogue: TCatalogue, includeArchived: boolean): TServicesListOutput {
  const listed = Object.fromEntries(
    SERVICE_KINDS.map((kind) => [kind, (catalogue[kind] as TServiceItem[]).filter((item) => includeArchived || !item.archived)]),
  ) as TCatalogue;
  return { ...listed, lowStock: lowStockCount(listed.stockItems) };
}

/** Each save moves lastUpdate a minute on from the catalogue's time, so a test can tell the versions apart. */
function nextSave(state: { saves: number }): string {
  state.saves += 1;
  return new Date(Date.parse(CATALOGUE_SAVED_AT) + state.saves * 60_000).toISOString();
}

/** The services functions over `initial`; `starter` is what servicesAddStarter adds. */
export function catalogueFunctions(initial: TCatalogue, starter: TCatalogue = catalogueOf()) {
  const state = { catalogue: structuredClone(initial), saves: 0 };
  const itemsOf = (kind: ServiceKind) => (state.catalogue as unknown as Items)[kind];
  const entryOf = (kind: ServiceKind, service: TServiceItem) => ({ kind, service }) as TServiceEntry;
  const functions: FunctionHandlers = {
    servicesList: (input) => listOf(state.catalogue, input?.includeArchived === true),
    servicesCreate: ({ kind, service }) => {
      const items = itemsOf(kind);
      const position = Math.max(-1, ...items.map((item) => item.position)) + 1;
      const created = SERVICE_SCHEMAS[kind].parse({ ...service, id: `new-${items.length + 1}`, position, lastUpdate: nextSave(state) });
      items.push(created);
      return entryOf(kind, created);
    },
    servicesUpdate: ({ kind, id, expectedLastUpdate, changes }) => {
      const items = itemsOf(kind);
      const index = items.findIndex((item) => item.id === id);
      if (index < 0) return failure('not-found');
      if (items[index]!.lastUpdate !== expectedLastUpdate) return failure('aborted', { details: { reason: 'stale' } });
      const saved = SERVICE_SCHEMAS[kind].parse({ ...items[index], ...changes, lastUpdate: nextSave(state) });
      items[index] = saved;
      return entryOf(kind, saved);
    },
    servicesReorder: ({ kind, ids }) => {
      for (const item of itemsOf(kind)) if (ids.includes(item.id)) item.position = ids.indexOf(item.id);
      return { reordered: ids.length };
    },
    servicesArchive: ({ kind, id, archived }) => {
      const item = itemsOf(kind).find((candidate) => candidate.id === id);
      if (!item) return failure('not-found');
      Object.assign(item, { archived, lastUpdate: nextSave(state) });
      return entryOf(kind, item);
    },
    // As the server does (apps/server/src/data/catalogue-import.ts): a row with a known id changes
    // that item, any other adds one; bad rows are named; `apply` writes the good ones.
    servicesImport: ({ kind, rows, apply }) => {
      const answer: TServicesImportOutput = { added: 0, changed: 0, unchanged: 0, rejected: [], applied: apply };
      const items = itemsOf(kind);
      rows.forEach((row, index) => {
        const read = spreadsheetFieldsOf(kind, row);
        if (!('fields' in read)) return answer.rejected.push({ row: index + 1, ...read });
        const existing = items.findIndex((item) => item.id === row.id);
        if (existing < 0) {
          answer.added += 1;
          if (apply) items.push(SERVICE_SCHEMAS[kind].parse({ ...read.fields, id: `imported-${index + 1}`, position: items.length }));
        } else if (
          JSON.stringify(spreadsheetRowOf(kind, items[existing]!)) ===
          JSON.stringify(spreadsheetRowOf(kind, { ...items[existing]!, ...read.fields }))
        ) {
          answer.unchanged += 1;
        } else {
          answer.changed += 1;
          if (apply) items[existing] = SERVICE_SCHEMAS[kind].parse({ ...items[existing], ...read.fields, lastUpdate: nextSave(state) });
        }
      });
      return answer;
    },
    servicesAddStarter: () => {
      state.catalogue = structuredClone(starter);
      return listOf(state.catalogue, false);
    },
  };
  return { state, functions };
}
