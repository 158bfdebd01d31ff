// Catalogue items as the repairs screens pick them: one value per item across the four kinds
// (docs/product.md §3: packs, maintenances, stock items, suspensions), with the price each one carries.
import { isDeclinedLine, repairLinesOf, SERVICE_KINDS, type ServiceKind, type TCatalogue, type TRepair } from '@rueda/domain';
import { offeredItems, type CatalogueItem } from '@/features/catalogue';

export interface CatalogueOption {
  /** `kind:id`, unique across kinds. */
  value: string;
  kind: ServiceKind;
  id: string;
  title: string;
  /** What a new line is priced at. */
  price: number;
  /** The catalogue's item, whose price the picker shows as the services screen does ("desde 25,00 €"). */
  item: CatalogueItem;
}

export function serviceValue(kind: ServiceKind, id: string): string {
  return `${kind}:${id}`;
}

export function parseServiceValue(value: string): { kind: ServiceKind; id: string } | null {
  const separator = value.indexOf(':');
  if (separator < 0) return null;
  const kind = value.slice(0, separator) as ServiceKind;
  if (!SERVICE_KINDS.includes(kind)) return null;
  return { kind, id: value.slice(separator + 1) };
}

/** What a repair may be given: the catalogue's items that are not archived, in position order (docs/product.md §3). */
export function catalogueOptions(catalogue: TCatalogue | undefined): CatalogueOption[] {
  if (!catalogue) return [];
  return SERVICE_KINDS.flatMap((kind) =>
    offeredItems(catalogue, kind).map((item) => ({
      value: serviceValue(kind, item.id),
      kind,
      id: item.id,
      title: item.title,
      price: item.price,
      item,
    })),
  );
}

/** Mantine's grouped data for a Select or MultiSelect, a group per kind, each option "title · price" with the price as shown. */
export function groupedServiceData(
  options: readonly CatalogueOption[],
  groupLabel: (kind: ServiceKind) => string,
  priceLabel: (option: CatalogueOption) => string,
) {
  return SERVICE_KINDS.map((kind) => ({
    group: groupLabel(kind),
    items: options
      .filter((option) => option.kind === kind)
      .map((option) => ({ value: option.value, label: `${option.title} · ${priceLabel(option)}` })),
  })).filter((group) => group.items.length > 0);
}

/** A service line on a repair: what it is, how many, and its unit price in cents. */
export interface ServiceLine {
  kind: ServiceKind;
  id: string;
  title: string;
  quantity: number;
  price: number;
  /** The saved line's id as the repair link names it (`<kind>:<id>`); none on a line added since. */
  lineId?: string;
  /** docs/product.md §3: the customer declined it through the repair link; it counts in no total. */
  declined?: boolean;
}

export function serviceLinesOf(repair: TRepair): ServiceLine[] {
  return repairLinesOf(repair).map(({ id: lineId, kind, service }) => ({
    kind,
    id: service.id,
    title: service.title,
    quantity: service.quantity,
    price: service.price,
    lineId,
    ...(isDeclinedLine(service) ? { declined: true } : {}),
  }));
}
