// The Pedidos view's lists (docs/product.md §31.2): the parts to order by supplier, each supplier's list as the plain
// text "Copiar lista" puts on the clipboard, and whether an ordered part is past the day its supplier expected it.
import { dayInZone, type TListedPart } from '@rueda/domain';
import type { TFunction } from 'i18next';
import { workshopTimeZone } from '@/lib/workshop-zone';

export interface SupplierGroup {
  /** The supplier as first typed; '' for the parts whose supplier is not known yet. */
  supplier: string;
  parts: TListedPart[];
}

/** One supplier's spelling for all its parts: "Shimano " and "shimano" are one list. */
const supplierKey = (supplier: string) => supplier.trim().toLocaleLowerCase();

/** The parts grouped by supplier, suppliers in alphabetical order and the parts without one last; parts as listed. */
export function groupBySupplier(parts: readonly TListedPart[]): SupplierGroup[] {
  const groups = new Map<string, SupplierGroup>();
  for (const part of parts) {
    const key = supplierKey(part.supplier);
    const group = groups.get(key) ?? { supplier: part.supplier.trim(), parts: [] };
    group.parts.push(part);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => {
    if (a.supplier === '' || b.supplier === '') return a.supplier === '' ? 1 : -1;
    return a.supplier.localeCompare(b.supplier);
  });
}

/** A supplier's list, one line per part: "2 × Cadena Shimano CN-HG701 (ref. CN-HG701-11) — reparación de Ana Pérez". */
export function supplierListText(t: TFunction<'parts'>, parts: readonly TListedPart[]): string {
  return parts
    .map((part) =>
      t('toOrder.line', {
        quantity: part.quantity,
        title: part.title,
        reference: part.reference ? t('toOrder.lineReference', { reference: part.reference }) : '',
        customer: part.repair.customerName || t('row.noCustomer'),
      }),
    )
    .join('\n');
}

/** Today, on the workshop's clock (YYYY-MM-DD). */
export function workshopToday(now = Date.now()): string {
  return dayInZone(now, workshopTimeZone());
}

/** An ordered part whose expected day has passed reads "Retrasada" / "Atrasada". */
export function isLate(part: Pick<TListedPart, 'state' | 'expectedOn'>, today: string): boolean {
  return part.state === 'ordered' && part.expectedOn !== null && part.expectedOn < today;
}
