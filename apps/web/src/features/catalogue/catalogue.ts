// The catalogue as the screens read it (docs/product.md §3): items in the order the repair page offers
// them, the price they are shown at, the screen's instant search, maintenances under their group, and
// how a write's answer or a drag changes a cached list.
import {
  SERVICE_KINDS,
  formatAmount,
  hasPriceRange,
  lowStockCount,
  type ServiceKind,
  type TCatalogue,
  type TServiceEntry,
  type TServicesListOutput,
} from '@rueda/domain';
import type { TFunction } from 'i18next';

export type CatalogueItem<K extends ServiceKind = ServiceKind> = TCatalogue[K][number];

/** Items by `position` (what the repair page offers first), then by title. */
export function byPosition<T extends { position: number; title: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.position - b.position || a.title.localeCompare(b.title));
}

/** The items a new repair may be given: not archived, in position order. */
export function offeredItems<K extends ServiceKind>(catalogue: TCatalogue, kind: K): CatalogueItem<K>[] {
  return byPosition((catalogue[kind] as CatalogueItem<K>[]).filter((item) => !item.archived));
}

/**
 * The price an item is shown at, on the services screen and in the repair page's picker: a maintenance
 * with a range reads "desde" its lowest price (docs/product.md §3).
 */
export function priceLabel(t: TFunction<'catalogue'>, kind: ServiceKind, item: CatalogueItem, currency: string): string {
  if (kind === 'maintenances') {
    const maintenance = item as CatalogueItem<'maintenances'>;
    if (hasPriceRange(maintenance)) return t('item.from', { amount: formatAmount(maintenance.price_from ?? maintenance.price, currency) });
  }
  return formatAmount(item.price, currency);
}

/** Lower case without accents, so "camara" finds "Cámara". */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * Each item's searchable text, normalised once: the screen searches every item again on each key. A
 * saved item is a new object, so its entry is made again and the old one goes with the old object.
 */
const searchTexts = new WeakMap<CatalogueItem, string>();

function searchTextOf(item: CatalogueItem): string {
  let text = searchTexts.get(item);
  if (text === undefined) {
    text = normalise(
      [
        item.title,
        'description' in item ? item.description : '',
        'group' in item ? item.group : '',
        'reference' in item ? item.reference : '',
      ].join(' '),
    );
    searchTexts.set(item, text);
  }
  return text;
}

/** The words typed, normalised as the items' texts are. */
function searchWords(search: string): string[] {
  return normalise(search).split(/\s+/).filter(Boolean);
}

/** Whether every word typed is in the item's title, description, group or reference. */
function hasEveryWord(item: CatalogueItem, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const text = searchTextOf(item);
  return words.every((word) => text.includes(word));
}

export interface ServiceGroup<T> {
  /** The maintenances' group; '' for the items without one, and for every other kind. */
  name: string;
  items: T[];
}

/** Maintenances under their group, the groups in the order of their first item; other kinds in one group. */
export function groupsOf<T extends CatalogueItem>(kind: ServiceKind, items: readonly T[]): ServiceGroup<T>[] {
  if (kind !== 'maintenances') return [{ name: '', items: [...items] }];
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = (item as CatalogueItem<'maintenances'>).group;
    const members = groups.get(name);
    if (members) members.push(item);
    else groups.set(name, [item]);
  }
  return [...groups].map(([name, members]) => ({ name, items: members }));
}

/** The list with one kind's items replaced, its low-stock count kept true. */
function withItems(list: TServicesListOutput, kind: ServiceKind, items: CatalogueItem[]): TServicesListOutput {
  const next = { ...list, [kind]: items } as TServicesListOutput;
  return { ...next, lowStock: lowStockCount(next.stockItems) };
}

/** A write's answer in a cached list: replaced or added, and gone from the active list once archived. */
export function withEntry(list: TServicesListOutput, { kind, service }: TServiceEntry, includeArchived: boolean): TServicesListOutput {
  const items: CatalogueItem[] = list[kind];
  const isListed = includeArchived || !service.archived;
  const others = items.filter((item) => item.id !== service.id);
  if (!isListed) return withItems(list, kind, others);
  const isKnown = others.length < items.length;
  return withItems(list, kind, isKnown ? items.map((item) => (item.id === service.id ? service : item)) : [...items, service]);
}

/** A kind's order after a drag: the items named take positions 0, 1, 2…, as servicesReorder stores them. */
export function withOrder(list: TServicesListOutput, kind: ServiceKind, ids: readonly string[]): TServicesListOutput {
  const positions = new Map(ids.map((id, index) => [id, index]));
  const items: CatalogueItem[] = list[kind];
  return withItems(
    list,
    kind,
    items.map((item) => (positions.has(item.id) ? { ...item, position: positions.get(item.id)! } : item)),
  );
}

/** Whether the workshop has no item at all, archived ones included. */
export function isCatalogueEmpty(catalogue: TCatalogue): boolean {
  return SERVICE_KINDS.every((kind) => catalogue[kind].length === 0);
}

/** One kind as the services screen shows it: the items matching the search, active and archived, in position order. */
export interface KindView {
  active: CatalogueItem[];
  archived: CatalogueItem[];
  /** The kind's active items, whatever the search. */
  activeTotal: number;
}

export function kindView(catalogue: TCatalogue, kind: ServiceKind, search: string): KindView {
  const items: CatalogueItem[] = catalogue[kind];
  const words = searchWords(search);
  const matching = byPosition(items.filter((item) => hasEveryWord(item, words)));
  return {
    active: matching.filter((item) => !item.archived),
    archived: matching.filter((item) => item.archived),
    activeTotal: items.filter((item) => !item.archived).length,
  };
}
