// Control sheets (docs/product.md §3): a checklist per pack or maintenance, taken from its catalogue item.
import { invalidField } from '../errors.ts';
import type { CatalogueItemsByKind, PricedServices } from './pricing.ts';
import type { TControlSheet } from './repair.ts';

const SHEET_KEYS = [
  ['packs', 'packId'],
  ['maintenances', 'maintenanceId'],
] as const;

/**
 * docs/product.md §3: a control sheet per chosen pack or maintenance whose catalogue item has a checklist. A
 * sheet already on the repair stays with its checks; sheets of removed services go. New sheets take
 * their ids from `newId`.
 */
export function controlSheetsFor(
  services: Pick<PricedServices, 'packs' | 'maintenances'>,
  catalogue: Pick<CatalogueItemsByKind, 'packs' | 'maintenances'>,
  existing: readonly TControlSheet[],
  newId: () => string,
): TControlSheet[] {
  const sheets: TControlSheet[] = [];
  for (const [kind, key] of SHEET_KEYS) {
    for (const service of services[kind]) {
      const kept = existing.find((sheet) => sheet[key] === service.id);
      if (kept) {
        sheets.push(kept);
        continue;
      }
      const checklist = catalogue[kind].get(service.id)?.checklist ?? [];
      if (checklist.length > 0)
        sheets.push({ controlSheetId: newId(), [key]: service.id, items: checklist.map((label) => ({ label, checked: false })) });
    }
  }
  return sheets;
}

/** The repair page's checks on its control sheets; a sheet that is not on the repair is refused. */
export function withChecklistUpdates(
  sheets: readonly TControlSheet[],
  updates: readonly Pick<TControlSheet, 'controlSheetId' | 'items'>[],
): TControlSheet[] {
  updates.forEach((update, index) => {
    if (!sheets.some((sheet) => sheet.controlSheetId === update.controlSheetId))
      throw invalidField(`changes.controlSheets.${index}.controlSheetId`, 'This control sheet is not on the repair.');
  });
  return sheets.map((sheet) => {
    const update = updates.find((item) => item.controlSheetId === sheet.controlSheetId);
    return update ? { ...sheet, items: update.items } : sheet;
  });
}
