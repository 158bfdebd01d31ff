// Converts a stored repair of any version to version 4 (docs/product.md §3 "Older repairs are converted on
// read"). The older versions Rueda reads are described, with an example each, in
// docs/legacy-repairs.md. Conversion never throws: a partial or odd document gets defaults, and
// top-level fields it does not know are kept as they are.
import {
  MAX_AMOUNT_CENTS,
  REPAIR_VERSION,
  ZRepairPartsCountSchema,
  type TChosenService,
  type TControlSheet,
  type TRepair,
  type TStatusEntry,
} from './repair.ts';
import { DEFAULT_REPAIR_STATUS, isNotifiedByStatuses, readRepairPayment, readRepairStatus, type RepairStatus } from './status.ts';

type Doc = Record<string, unknown>;

/** Fields of version 4 itself; anything else at the top level is carried over untouched. */
const V4_KEYS = new Set([
  'id',
  'version',
  'priority',
  'orderPosition',
  'status',
  'payment',
  'customer',
  'form',
  'bike',
  'mechanics',
  'entryDate',
  'deliveryDate',
  'totalPrice',
  'hours',
  'created',
  'lastUpdate',
  'notified',
  'technicalNotes',
  'state',
]);
/** Fields of older versions that conversion reads and moves into their version-4 place. */
const LEGACY_KEYS = new Set([
  'booking',
  'createdAt',
  'updatedAt',
  'notes',
  'packs',
  'maintenances',
  'stockItems',
  'suspensions',
  'controlSheets',
  'serviceTotals',
]);

const DAY_MS = 24 * 60 * 60 * 1000;

function isRecord(value: unknown): value is Doc {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function record(value: unknown): Doc {
  return isRecord(value) ? value : {};
}

function text(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return fallback;
}

function nullableText(value: unknown): string | null {
  const result = text(value);
  return result === '' ? null : result;
}

function finiteNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

/** Amounts are cents (docs/product.md §9); anything else reads as 0, anything huge as the largest amount. */
function cents(value: unknown): number {
  const amount = finiteNumber(value);
  return amount === undefined || amount < 0 ? 0 : Math.min(MAX_AMOUNT_CENTS, Math.round(amount));
}

/** ISO strings, epoch milliseconds, and Firestore timestamps ({seconds} or {_seconds}) as ISO 8601. */
/** The shape toISOString writes, with a month and an hour that exist and a day every month has. */
const CANONICAL_ISO = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|1\d|2[0-8])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3}Z$/;

export function readDate(value: unknown): string | null {
  let ms: number | undefined;
  // Most stored dates are canonical already; parsing and writing them again is the converter's main cost.
  // (Days 29–31 take the long way, which checks the month has them.)
  if (typeof value === 'string' && CANONICAL_ISO.test(value)) return value;
  if (typeof value === 'string') ms = Date.parse(value);
  else if (typeof value === 'number') ms = value;
  else if (value instanceof Date) ms = value.getTime();
  else if (isRecord(value)) {
    const seconds = finiteNumber(value.seconds ?? value._seconds);
    const nanos = finiteNumber(value.nanoseconds ?? value._nanoseconds) ?? 0;
    if (seconds !== undefined) ms = seconds * 1000 + Math.floor(nanos / 1e6);
  }
  if (ms === undefined || !Number.isFinite(ms)) return null;
  const date = new Date(ms);
  // Years outside 0000–9999 have no ISO 8601 form without a sign; they are not a real repair's dates.
  return Number.isNaN(date.getTime()) || date.getUTCFullYear() < 0 || date.getUTCFullYear() > 9999 ? null : date.toISOString();
}

/** docs/product.md §3: a phone may be a string or an object with a number. */
export function readPhone(value: unknown): string {
  if (isRecord(value)) return text(value.number ?? value.phone);
  return text(value);
}

function readOption(value: unknown, fallback: string): { value: string; label: string } {
  if (isRecord(value)) {
    const optionValue = text(value.value) || text(value.label);
    const label = text(value.label) || optionValue;
    return optionValue ? { value: optionValue, label } : { value: fallback, label: fallback };
  }
  const plain = text(value).trim();
  return plain ? { value: plain, label: plain } : { value: fallback, label: fallback };
}

function readServices(value: unknown): TChosenService[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((item) => ({
    ...item,
    id: text(item.id),
    title: text(item.title ?? item.name),
    price: cents(item.price),
    quantity: Math.max(1, Math.round(finiteNumber(item.quantity) ?? 1)),
  }));
}

function readStatusList(doc: Doc, state: Doc, created: string): { entries: TStatusEntry[]; raw: { status: string }[] } {
  const source = Array.isArray(state.status)
    ? state.status
    : Array.isArray(doc.status)
      ? doc.status
      : typeof doc.status === 'string'
        ? [doc.status]
        : [];
  const raw: { status: string }[] = [];
  const entries: TStatusEntry[] = [];
  for (const item of source) {
    const entry: Doc = isRecord(item) ? item : { status: item };
    const name = text(entry.status ?? entry.name ?? entry.value);
    raw.push({ status: name });
    const status = readRepairStatus(name);
    if (!status) continue;
    entries.push({
      status,
      date: readDate(entry.date ?? entry.createdAt ?? entry.created) ?? created,
      observations: text(entry.observations ?? entry.observation ?? entry.notes),
    });
  }
  if (entries.length === 0) entries.push({ status: DEFAULT_REPAIR_STATUS, date: created, observations: '' });
  return { entries, raw };
}

function lastDateOf(entries: readonly TStatusEntry[], status: RepairStatus): string | null {
  for (let index = entries.length - 1; index >= 0; index -= 1) if (entries[index]?.status === status) return entries[index]?.date ?? null;
  return null;
}

/** docs/product.md §3: the days between entry and delivery, rounded up. */
export function daysBetween(entryDate: string | null, deliveryDate: string | null): number | null {
  if (!entryDate || !deliveryDate) return null;
  const ms = Date.parse(deliveryDate) - Date.parse(entryDate);
  return Number.isFinite(ms) && ms >= 0 ? Math.ceil(ms / DAY_MS) : null;
}

function readControlSheets(value: unknown): TControlSheet[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((sheet) => ({
    ...sheet,
    controlSheetId: text(sheet.controlSheetId ?? sheet.id),
    ...(sheet.packId !== undefined ? { packId: text(sheet.packId) } : {}),
    ...(sheet.maintenanceId !== undefined ? { maintenanceId: text(sheet.maintenanceId) } : {}),
    items: Array.isArray(sheet.items)
      ? sheet.items.filter(isRecord).map((item) => ({ label: text(item.label), checked: item.checked === true }))
      : [],
  }));
}

/**
 * Any stored repair, as version 4. `now` gives the current year for a bike without one; `id` is the
 * document's id when the document does not carry it.
 */
export function convertRepair(stored: unknown, options: { now: Date; id?: string }): TRepair {
  const doc = record(stored);
  const state = record(doc.state);
  const form = record(doc.form);
  const formServices = record(form.services);
  const booking = record(state.booking ?? doc.booking);
  const bike = record(doc.bike);
  const customer = record(doc.customer);

  const created = readDate(doc.created ?? state.created ?? doc.createdAt) ?? options.now.toISOString();
  const lastUpdate = readDate(doc.lastUpdate ?? state.lastUpdate ?? doc.updatedAt) ?? created;
  const { entries, raw } = readStatusList(doc, state, created);
  const status = entries[entries.length - 1]?.status ?? DEFAULT_REPAIR_STATUS;

  const confirmedDate = readDate(booking.confirmedDate);
  const finishedDate = readDate(booking.finishedDate);
  // docs/product.md §3: entry from the workshopEntrance entry, else the confirmed booking date; delivery
  // from the delivered entry, else the finished one, else the booking's finished date.
  const entryDate = readDate(doc.entryDate) ?? lastDateOf(entries, 'workshopEntrance') ?? confirmedDate;
  const deliveryDate = readDate(doc.deliveryDate) ?? lastDateOf(entries, 'delivered') ?? lastDateOf(entries, 'finished') ?? finishedDate;

  const packs = readServices(formServices.packs ?? doc.packs);
  const maintenances = readServices(formServices.maintenances ?? doc.maintenances);
  const stockItems = readServices(formServices.stockItems ?? doc.stockItems);
  const suspensions = readServices(form.suspensions ?? doc.suspensions);
  const storedTotal = finiteNumber(record(state.serviceTotals ?? doc.serviceTotals).total);
  // docs/product.md §3: serviceTotals.total, else the sum of pack and maintenance prices.
  const totalPrice = cents(storedTotal ?? [...packs, ...maintenances].reduce((sum, item) => sum + item.price * item.quantity, 0));

  const year = Math.round(finiteNumber(bike.year) ?? NaN);
  const keepsNoYear = doc.version === REPAIR_VERSION && bike.year === null;
  const priority = Math.round(finiteNumber(doc.priority ?? state.priority) ?? 0);
  const orderPosition = finiteNumber(doc.orderPosition ?? state.orderPosition) ?? null;
  const phone = readPhone(customer.phone ?? form.phone);
  const controlSheets = readControlSheets(state.controlSheets ?? doc.controlSheets);
  const partsCount = ZRepairPartsCountSchema.safeParse(state.parts);

  const converted: TRepair = {
    id: text(doc.id) || options.id || '',
    version: REPAIR_VERSION,
    priority: Math.min(10, Math.max(0, priority)),
    orderPosition,
    status,
    payment: readRepairPayment(doc.payment),
    customer: {
      id: nullableText(customer.id ?? customer.uid),
      name: text(customer.name),
      surname: text(customer.surname),
      phone,
      address: text(customer.address),
      dni: text(customer.dni),
      email: text(customer.email),
    },
    form: {
      phone: readPhone(form.phone) || phone,
      fullName: text(form.fullName) || [text(customer.name), text(customer.surname)].filter(Boolean).join(' '),
      services: { packs, maintenances, stockItems },
      suspensions,
      additionalData: record(form.additionalData),
    },
    // docs/product.md §3 defaults: manufacturer 'generic', model 'unknown', year = current year, type 'unknown'.
    // An older version's missing year gets the current year; a version-4 repair Rueda wrote keeps its null (a bike
    // nobody gave a year, as an online booking's: docs/product.md §3 "Rueda's rules").
    bike: {
      manufacturer: readOption(bike.manufacturer ?? bike.brand, 'generic'),
      model: readOption(bike.model, 'unknown'),
      color: text(bike.color),
      year: Number.isFinite(year) && year >= 1850 && year <= 2200 ? year : keepsNoYear ? null : options.now.getUTCFullYear(),
      type: text(isRecord(bike.type) ? bike.type.value : bike.type) || 'unknown',
      owner_uid: nullableText(bike.owner_uid ?? bike.ownerUid),
      syncedServicePoint: nullableText(bike.syncedServicePoint),
    },
    mechanics: Array.isArray(doc.mechanics)
      ? doc.mechanics.map((mechanic) => (isRecord(mechanic) ? text(mechanic.id) : text(mechanic))).filter(Boolean)
      : [],
    entryDate,
    deliveryDate,
    totalPrice,
    hours: daysBetween(entryDate, deliveryDate),
    created,
    lastUpdate,
    // docs/product.md §4: notified once the status list includes confirmed, in_progress, finished or delivered.
    notified: doc.notified === true || isNotifiedByStatuses(raw),
    technicalNotes: text(doc.technicalNotes ?? doc.notes),
    state: {
      booking: {
        confirmedDate,
        postponedDate: readDate(booking.postponedDate),
        finishedDate,
        observations: text(booking.observations),
      },
      status: entries,
      created,
      lastUpdate,
      ...(state.bike !== undefined ? { bike: state.bike } : {}),
      repairRequestVersion: storedRepairVersion({ version: state.repairRequestVersion ?? doc.version }),
      orderPosition,
      priority: Math.min(10, Math.max(0, priority)),
      controlSheets,
      serviceTotals: { total: totalPrice },
      // docs/product.md §31.2: kept by the parts' writes; a count that does not read as one is left out.
      ...(partsCount.success ? { parts: partsCount.data } : {}),
    },
  };
  // Top-level fields conversion does not know are kept as they are (most documents have none).
  for (const key in doc) {
    if (Object.hasOwn(doc, key) && !V4_KEYS.has(key) && !LEGACY_KEYS.has(key)) {
      // defineProperty, so a stored "__proto__" stays a plain field.
      Object.defineProperty(converted, key, { value: doc[key], enumerable: true, writable: true, configurable: true });
    }
  }
  return converted;
}

/** The version a stored document was written in (no `version` field: 1). */
export function storedRepairVersion(stored: unknown): number {
  const version = finiteNumber(record(stored).version);
  return version === undefined ? 1 : Math.min(REPAIR_VERSION, Math.max(1, Math.round(version)));
}
