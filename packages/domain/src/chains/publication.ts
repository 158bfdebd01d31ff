// docs/product.md §32.3: the head office publishes its catalogue to the chain's workshops. A publication creates in
// the shop what it lacks, updates what an earlier publication put there (keeping the shop's own prices unless the
// head office locks them, and a stock item's own stock), archives what the head office archived, and never touches
// an item the shop created itself.
import type { ServiceKind, TServiceItem } from '../catalogue/catalogue.ts';

/** The fields that make a price, per kind: the ones a lock fixes and an unlocked publication leaves to the shop. */
export const PRICE_FIELDS = {
  packs: ['price'],
  maintenances: ['price', 'price_from', 'price_to', 'prices'],
  suspensions: ['price'],
  stockItems: ['price'],
} as const satisfies Record<ServiceKind, readonly string[]>;

/** What is the shop's alone and never published: a stock item's quantities on its own shelf and what it paid. */
const SHOP_FIELDS: Partial<Record<ServiceKind, readonly string[]>> = { stockItems: ['quantity', 'minQuantity', 'cost'] };

/** Kept beside an item's fields: never copied from the head office. */
const ENTRY_STATE = ['id', 'position', 'archived', 'lastUpdate', 'publishedFrom', 'priceLocked'] as const;

export type CatalogueEntry<K extends ServiceKind = ServiceKind> = { kind: K; item: TServiceItem<K> };

export interface PublishedChange {
  kind: ServiceKind;
  /** The head office's item. */
  from: string;
  /** The shop's fields after the publication (without the entry's state). */
  fields: Record<string, unknown>;
  archived: boolean;
  priceLocked: boolean;
}

export interface PublicationPlan {
  /** Items the shop gets for the first time. */
  creates: PublishedChange[];
  /** Items an earlier publication put there, with what changes (the shop's id). */
  updates: (PublishedChange & { id: string })[];
  /** Published items already as the head office has them. */
  unchanged: number;
}

function fieldsOf(item: Record<string, unknown>, leaveOut: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(item).filter(([key]) => !leaveOut.includes(key) && !(ENTRY_STATE as readonly string[]).includes(key)),
  );
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The publication of `head` (the head office's items of the kinds chosen) to a shop whose catalogue is `shop`. A pack's
 * maintenances are named by the head office's ids: `mapMaintenanceId` turns them into the shop's (the caller publishes
 * the maintenances first, so that every one a pack names is in the shop by then).
 */
export function planPublication(
  head: readonly CatalogueEntry[],
  shop: readonly CatalogueEntry[],
  options: { lockPrices: boolean; mapMaintenanceId?: (headId: string) => string | undefined },
): PublicationPlan {
  const toShop = (kind: ServiceKind, fields: Record<string, unknown>) =>
    kind === 'packs' ? withShopMaintenances(fields, options.mapMaintenanceId ?? (() => undefined)) : fields;
  const published = new Map(
    shop.flatMap((entry) => (entry.item.publishedFrom ? [[`${entry.kind}:${entry.item.publishedFrom}`, entry] as const] : [])),
  );
  const plan: PublicationPlan = { creates: [], updates: [], unchanged: 0 };
  for (const { kind, item } of head) {
    const source = item as Record<string, unknown>;
    const current = published.get(`${kind}:${item.id}`);
    const shopOnly = [...(SHOP_FIELDS[kind] ?? [])];
    if (!current) {
      if (item.archived) continue;
      plan.creates.push({
        kind,
        from: item.id,
        fields: toShop(kind, fieldsOf(source, shopOnly)),
        archived: false,
        priceLocked: options.lockPrices,
      });
      continue;
    }
    const mine = current.item as Record<string, unknown>;
    // The shop's own price stays unless the head office locks it; a lock lifted leaves the price where it was.
    const keep = options.lockPrices ? shopOnly : [...shopOnly, ...PRICE_FIELDS[kind]];
    const fields = { ...fieldsOf(mine, []), ...toShop(kind, fieldsOf(source, keep)) };
    const change = { kind, from: item.id, fields, archived: item.archived, priceLocked: options.lockPrices };
    if (same(fields, fieldsOf(mine, [])) && item.archived === current.item.archived && options.lockPrices === current.item.priceLocked)
      plan.unchanged += 1;
    else plan.updates.push({ ...change, id: current.item.id });
  }
  return plan;
}

/** A pack's maintenances named by the shop's ids; one the shop was not given is left out. */
function withShopMaintenances(fields: Record<string, unknown>, mapId: (headId: string) => string | undefined): Record<string, unknown> {
  const mapped = { ...fields };
  for (const key of ['allowedBonusMaintenances', 'bonusMaintenances'])
    if (Array.isArray(fields[key])) mapped[key] = (fields[key] as string[]).flatMap((id) => mapId(id) ?? []);
  return mapped;
}

/** The price fields a save changes on an item whose price the head office locked (docs/product.md §32.3). */
export function lockedPriceChanges(kind: ServiceKind, current: Record<string, unknown>, changes: Record<string, unknown>): string[] {
  return PRICE_FIELDS[kind].filter((field) => field in changes && !same(changes[field], current[field]));
}
