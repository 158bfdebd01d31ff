// docs/product.md §18.4: repairs as CSV files for a Spanish-locale spreadsheet (cells as services/exports/spreadsheet-cells.ts
// writes them): one row per repair, and one per entry of its status history, headed in the user's language.
import { isDeclinedLine, knownBikeName, type Language, type TRepair } from '@rueda/domain';
import { localeFor } from '../../locales/index.ts';
import { amount, day, phone, spreadsheetCsv, text } from './spreadsheet-cells.ts';

export type RepairCells = string[];

function texts(language: Language) {
  return localeFor(language).workshopExport;
}

export function repairsHeader(language: Language): string[] {
  const columns = texts(language).repairs;
  return [
    columns.id,
    columns.created,
    columns.status,
    columns.customer,
    columns.phone,
    columns.bike,
    columns.services,
    columns.total,
    columns.payment,
    columns.entryDate,
    columns.deliveryDate,
    columns.mechanics,
    columns.notes,
  ];
}

/**
 * A repair's services as one cell: "2 × Cambio de cadena | Puesta a punto"; a line the customer declined is not
 * charged, so it is not listed beside the total (docs/product.md §3).
 */
function servicesCell(repair: TRepair): string {
  const { packs, maintenances, stockItems } = repair.form.services;
  return [...packs, ...maintenances, ...repair.form.suspensions, ...stockItems]
    .filter((service) => !isDeclinedLine(service))
    .map((service) => (service.quantity > 1 ? `${service.quantity} × ${service.title}` : service.title))
    .join(' | ');
}

/** `timeZone`: the workshop's, whose days the dates are. */
export function repairCells(
  repair: TRepair,
  mechanicNames: ReadonlyMap<string, string>,
  language: Language,
  timeZone: string,
): RepairCells {
  const t = texts(language);
  const customer = [repair.customer.name, repair.customer.surname].filter(Boolean).join(' ') || repair.form.fullName;
  // docs/product.md §3: a bike with no brand or model is no 'generic unknown'; its cell is left empty.
  const bike = knownBikeName(repair.bike);
  return [
    repair.id,
    day(repair.created, timeZone),
    t.statuses[repair.status],
    text(customer),
    phone(repair.customer.phone || repair.form.phone),
    text(bike),
    text(servicesCell(repair)),
    amount(repair.totalPrice),
    t.payments[repair.payment],
    day(repair.entryDate, timeZone),
    day(repair.deliveryDate, timeZone),
    text(repair.mechanics.map((id) => mechanicNames.get(id) ?? id).join(' | ')),
    text(repair.technicalNotes),
  ];
}

export function historyHeader(language: Language): string[] {
  const columns = texts(language).history;
  return [columns.repair, columns.date, columns.status, columns.observations];
}

/** One row per entry of the repair's status history, the oldest first. */
export function historyCells(repair: TRepair, language: Language, timeZone: string): RepairCells[] {
  const t = texts(language);
  return repair.state.status.map((entry) => [repair.id, day(entry.date, timeZone), t.statuses[entry.status], text(entry.observations)]);
}

/** The repairs of a timeframe as one file (the repairs screen's export). */
export function repairsCsv(
  repairs: readonly TRepair[],
  mechanicNames: ReadonlyMap<string, string>,
  language: Language,
  timeZone: string,
): string {
  return spreadsheetCsv(
    repairsHeader(language),
    repairs.map((repair) => repairCells(repair, mechanicNames, language, timeZone)),
  );
}
