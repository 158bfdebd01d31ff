// Changing the workshop's catalogue (the services screen, docs/product.md §3): each write loads and
// locks what it names, checks it against the domain's rules, and saves. Every query is scoped by
// the workshop id from the caller's verified token.
import { randomUUID } from 'node:crypto';
import {
  checkNotStale,
  checkServiceFields,
  FunctionError,
  invalidField,
  lockedPriceChanges,
  nextLastUpdate,
  SERVICE_KINDS,
  starterCatalogue,
  type Language,
  type TCurrency,
  SERVICE_FIELD_SCHEMAS,
  type ServiceKind,
  type TServiceEntry,
  type TServiceFields,
  type TServiceItem,
} from '@rueda/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { services, workshops } from '../db/schema.ts';
import { insertCatalogueItems, itemOf, type ServiceRow } from './catalogue.ts';

/** The entry a write answers: the item read back with its kind's schema, beside its kind. */
function entryOf(kind: ServiceKind, row: ServiceRow): TServiceEntry {
  const read = <K extends ServiceKind>(of: K): TServiceItem<K> => {
    const service = itemOf(of, row);
    if (!service) throw new Error(`The ${of} item ${row.id} does not read back with its schema`);
    return service;
  };
  switch (kind) {
    case 'packs':
      return { kind, service: read(kind) };
    case 'maintenances':
      return { kind, service: read(kind) };
    case 'suspensions':
      return { kind, service: read(kind) };
    case 'stockItems':
      return { kind, service: read(kind) };
  }
}

async function lockService(tx: Executor, workshopId: string, kind: ServiceKind, id: string): Promise<ServiceRow> {
  const [row] = await tx
    .select()
    .from(services)
    .where(and(eq(services.workshopId, workshopId), eq(services.kind, kind), eq(services.id, id)))
    .for('update');
  if (!row)
    throw new FunctionError('not-found', 'This service does not exist.', { fields: [{ field: 'id', message: 'Unknown service.' }] });
  return row;
}

/** A pack's bonus maintenances must be maintenances of this workshop's catalogue. */
async function checkReferences<K extends ServiceKind>(
  tx: Executor,
  workshopId: string,
  kind: K,
  fields: TServiceFields<K>,
  prefix: string,
) {
  if (kind !== 'packs') return;
  const pack = fields as TServiceFields<'packs'>;
  const named = [...new Set([...pack.bonusMaintenances, ...pack.allowedBonusMaintenances])];
  if (named.length === 0) return;
  const rows = await tx
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.workshopId, workshopId), eq(services.kind, 'maintenances'), inArray(services.id, named)));
  const known = new Set(rows.map((row) => row.id));
  for (const list of ['bonusMaintenances', 'allowedBonusMaintenances'] as const) {
    const index = pack[list].findIndex((id) => !known.has(id));
    if (index >= 0) throw invalidField(`${prefix}.${list}.${index}`, 'This maintenance is not one of the workshop’s.');
  }
}

/** A new item at the end of its kind. */
export async function createService<K extends ServiceKind>(
  db: Db,
  workshopId: string,
  kind: K,
  fields: TServiceFields<K>,
  now: Date,
): Promise<TServiceEntry> {
  checkServiceFields(kind, fields);
  return db.transaction(async (tx) => {
    await checkReferences(tx, workshopId, kind, fields, 'service');
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${services.position}), -1)::int` })
      .from(services)
      .where(and(eq(services.workshopId, workshopId), eq(services.kind, kind)));
    const [row] = await tx
      .insert(services)
      .values({ workshopId, id: randomUUID(), kind, position: (last?.position ?? -1) + 1, doc: fields, active: true, lastUpdate: now })
      .returning();
    return entryOf(kind, row!);
  });
}

/**
 * Saves the fields that changed, merged into the item as stored, refusing a save based on an older
 * version (as repairs do, docs/product.md §4). A repair keeps the title and price each service had
 * when it was added (docs/product.md §3): nothing here touches repairs.
 */
export async function updateService<K extends ServiceKind>(
  db: Db,
  workshopId: string,
  input: { kind: K; id: string; expectedLastUpdate: string; changes: Partial<TServiceFields<K>> },
  now: Date,
): Promise<TServiceEntry> {
  return db.transaction(async (tx) => {
    const row = await lockService(tx, workshopId, input.kind, input.id);
    const current = itemOf(input.kind, row);
    if (!current) throw new Error(`The ${input.kind} item ${row.id} does not read with its schema`);
    checkNotStale({ lastUpdate: row.lastUpdate.toISOString() }, input.expectedLastUpdate, 'service');
    // docs/product.md §32.3: a price the head office locked is the head office's to change.
    const locked = row.priceLocked ? lockedPriceChanges(input.kind, current, input.changes) : [];
    if (locked.length > 0)
      throw new FunctionError('failed-precondition', 'The head office fixed this price.', {
        reason: 'price-locked',
        fields: locked.map((field) => ({ field: `changes.${field}`, message: 'The head office fixed this price.' })),
      });
    const merged = SERVICE_FIELD_SCHEMAS[input.kind].safeParse({ ...fieldsOf(current), ...input.changes });
    if (!merged.success) throw merged.error;
    checkServiceFields(input.kind, merged.data, 'changes');
    await checkReferences(tx, workshopId, input.kind, merged.data, 'changes');
    const [saved] = await tx
      .update(services)
      .set({ doc: merged.data, lastUpdate: new Date(nextLastUpdate(row.lastUpdate.toISOString(), now)) })
      .where(and(eq(services.workshopId, workshopId), eq(services.id, input.id)))
      .returning();
    return entryOf(input.kind, saved!);
  });
}

/** The item's own fields, without what the catalogue keeps beside them. */
function fieldsOf<K extends ServiceKind>(
  item: TServiceItem<K>,
): Omit<TServiceItem<K>, 'id' | 'position' | 'archived' | 'lastUpdate' | 'publishedFrom' | 'priceLocked'> {
  const {
    id: _id,
    position: _position,
    archived: _archived,
    lastUpdate: _lastUpdate,
    publishedFrom: _from,
    priceLocked: _locked,
    ...fields
  } = item;
  return fields;
}

/**
 * A kind's order after a drag: these items take position 0, 1, 2… in the order given. Every id
 * must be one of this workshop's items of this kind, or nothing moves.
 */
export async function reorderServices(db: Db, workshopId: string, kind: ServiceKind, ids: readonly string[]): Promise<number> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      update ${services} as s
      set position = v.position - 1
      from unnest(${sql.param([...ids])}::text[]) with ordinality as v(id, position)
      where s.workshop_id = ${workshopId} and s.kind = ${kind} and s.id = v.id`);
    if (result.rowCount !== ids.length) throw new FunctionError('not-found', 'Some of these services do not exist.');
    return ids.length;
  });
}

/** Archives an item (not offered for new repairs; still on the repairs that used it), or brings it back. */
export async function archiveService(
  db: Db,
  workshopId: string,
  input: { kind: ServiceKind; id: string; archived: boolean },
  now: Date,
): Promise<TServiceEntry> {
  return db.transaction(async (tx) => {
    const row = await lockService(tx, workshopId, input.kind, input.id);
    const [saved] = await tx
      .update(services)
      .set({ active: !input.archived, lastUpdate: new Date(nextLastUpdate(row.lastUpdate.toISOString(), now)) })
      .where(and(eq(services.workshopId, workshopId), eq(services.id, input.id)))
      .returning();
    return entryOf(input.kind, saved!);
  });
}

/** The starter catalogue of a typical workshop (docs/product.md §3), in this language and currency. */
export async function insertStarterCatalogue(tx: Executor, workshopId: string, language: Language, currency: TCurrency, now: Date) {
  const catalogue = starterCatalogue(language, currency);
  for (const kind of SERVICE_KINDS) await insertCatalogueItems(tx, workshopId, kind, catalogue[kind], now);
}

/**
 * The starter catalogue, later (the services screen's empty state): only into a catalogue with no
 * item at all, archived ones included, so it never doubles what a workshop has.
 */
export async function addStarterCatalogue(db: Db, workshopId: string, language: Language, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    // Two clicks at once take turns here; the second finds the catalogue filled.
    const [workshop] = await tx
      .select({ currencySymbol: workshops.currencySymbol, currencyName: workshops.currencyName })
      .from(workshops)
      .where(eq(workshops.id, workshopId))
      .for('update');
    if (!workshop) throw new FunctionError('not-found', 'This workshop does not exist.');
    const [any] = await tx.select({ id: services.id }).from(services).where(eq(services.workshopId, workshopId)).limit(1);
    if (any) throw new FunctionError('aborted', 'The catalogue already has services.', { reason: 'catalogue-not-empty' });
    await insertStarterCatalogue(tx, workshopId, language, { symbol: workshop.currencySymbol, name: workshop.currencyName }, now);
  });
}
