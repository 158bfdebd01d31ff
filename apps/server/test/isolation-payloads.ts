// The isolation suite's payloads (isolation.test.ts): the workshop functions, a valid payload for each
// naming workshop A's own data, and the edits the random runs make to them.
import type { FunctionName, TRepair } from '@rueda/domain';
import { partsPayloads, type PartSpare } from './parts-isolation.ts';
import type { RecommendationSpare } from './recommendations-isolation.ts';
import { suspensionsPayloads, type SuspensionSpare } from './suspensions-isolation.ts';
import type { Workshop } from './workshop-fixture.ts';

/** Every function of a workshop's own data, refused without a workshop or to an expired one. */
export const WORKSHOP_FUNCTIONS = [
  'repairsList',
  'repairsGet',
  'repairsCreate',
  'repairsUpdate',
  'repairsUpdateStatus',
  'repairsSetPayment',
  'repairsReorder',
  'repairsDelete',
  'repairsImport',
  'mechanicsList',
  'mechanicsCreate',
  'mechanicsUpdate',
  'customersList',
  'customersCreate',
  'customersGet',
  'customersUpdate',
  'customersDelete',
  'customersMerge',
  'bikesList',
  'bikesGet',
  'bikesHistory',
  'bikesHistoryPdf',
  'bikesCreate',
  'bikesUpdate',
  'bikesTransfer',
  'bikesDelete',
  'servicesList',
  'servicesCreate',
  'servicesUpdate',
  'servicesReorder',
  'servicesArchive',
  'servicesImport',
  'alertsList',
  'alertsHandle',
  'suspensionsList',
  'suspensionsCreate',
  'suspensionsUpdate',
  'suspensionsDelete',
  'suspensionsSendOut',
  'suspensionsReturn',
  'suspensionServicesForRepair',
  'suspensionServicesRecord',
  'suspensionServicesDelete',
  'recommendationsList',
  'recommendationsAdd',
  'recommendationsDismiss',
  'repairsRecommendLine',
  'partsList',
  'partsCreate',
  'partsUpdate',
  'partsOrder',
  'partsArrive',
  'partsDelete',
  'partsToCall',
  'partsCustomerTold',
  'customersExport',
  'customersExportData',
  'customersAnonymise',
  'repairPhotosAdd',
  'repairPhotosList',
  'repairPhotosDelete',
  'bikePhotoGet',
  'bikePhotoSet',
  'bikePhotoDelete',
  'bookingsList',
  'bookingsCreate',
  'bookingsReschedule',
  'bookingsSetStatus',
  'bookingsCapacity',
  'bookingSettingsGet',
  'bookingSettingsUpdate',
  'dashboardGet',
  'repairsExport',
  'repairEventsList',
  'repairLinkGet',
  'repairBookingContact',
  'repairsLinkCustomer',
  'salesTaxSettingsGet',
  'salesTaxSettingsUpdate',
  'salesInvoicesIssue',
  'salesInvoicesGet',
  'salesVerifactuRefusedCount',
  'salesInvoicesList',
  'salesInvoicesExport',
  'salesInvoicesRectify',
  'salesInvoicesPdf',
  'salesInvoicesEmail',
  'salesSeriesUpdate',
  'salesPaymentsRecord',
  'salesDepositsTake',
  'salesPaymentsRefund',
  'salesRepairsCloseWithoutCharge',
  'salesPaymentsList',
  // The till's day is today's: opened and moved before it is closed (the runs go in this order).
  'tillGet',
  'tillOpen',
  'tillMove',
  'tillClose',
] as const satisfies readonly FunctionName[];
export type WorkshopFunction = (typeof WORKSHOP_FUNCTIONS)[number];

/** alertsHandle's run first finishes victims[0] on this date, so its key names an open alert (docs/product.md §14.1). */
export const ALERT_FINISHED_DATE = '2026-01-01T00:00:00.000Z';

/** A customer of workshop A without repairs, and their bike: what the customer and bike writes edit, merge or delete. */
export interface Spare {
  customerId: string;
  bikeId: string;
  /** For the suspension functions: the bike's fork and a repair's service on it (suspensions-isolation.ts). */
  suspension?: SuspensionSpare;
  /** For the recommendation functions: an open recommendation of the bike, its repair and the next (recommendations-isolation.ts). */
  recommendation?: RecommendationSpare;
  /** For the parts functions: a part to order on a repair of the spare bike (parts-isolation.ts). */
  part?: PartSpare;
  /** A customer of workshop A with a repair and no consent (customersAnonymise), and a photo on that repair. */
  formerCustomerId: string;
  photoId: string;
  /** For repairsLinkCustomer: a repair of A booked online with the spare customer's phone (docs/decisions/058). */
  bookedRepairId?: string;
  /** For salesInvoicesGet: a document A issued (documents are never deleted, so one serves every run). */
  salesDocumentId?: string;
  /** For salesSeriesUpdate: a series of A (docs/product.md §29.8). */
  salesSeriesId?: string;
  /** For salesPaymentsRecord: a document of A of 100 € that only payments touch (docs/product.md §29.5). */
  salesPaymentDocumentId?: string;
  /** For salesPaymentsRefund: a payment of A made for its run. */
  salesPaymentId?: string;
  /** A repair of A with lines and no money yet, made for salesDepositsTake's run alone. */
  salesDepositRepairId?: string;
}

/** An 8×6 PNG: the photo functions' valid image. */
export const TINY_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVR4nGM4w8CAFWEXpZMEAFw7JkEeoM1jAAAAAElFTkSuQmCC';

/** A valid payload for each function, naming workshop A's own data (read when a run is generated). */
export function validPayloads(
  { a, aRepair }: { a: Workshop; aRepair: TRepair },
  victims: string[],
  lastUpdate: string,
  spare: Spare,
): Record<WorkshopFunction, unknown> {
  const customerId = aRepair.customer.id!;
  const recommendation = spare.recommendation ?? { id: 'missing', fromRepairId: 'missing', visitId: 'missing' };
  return {
    repairsList: {
      from: '2026-01-01T00:00:00.000Z',
      to: '2027-01-01T00:00:00.000Z',
      status: 'notReviewed',
      payment: 'pending',
      mechanic: a.mechanicIds[0],
      search: 'cliente',
      limit: 10,
    },
    repairsExport: { from: '2026-01-01T00:00:00.000Z', to: '2027-01-01T00:00:00.000Z', mechanic: a.mechanicIds[0], search: 'cliente' },
    repairsGet: { id: aRepair.id, withStored: true },
    repairsCreate: {
      customer: { name: 'Nuevo', surname: 'Cliente', phone: '600 123 123', email: 'nuevo@example.com' },
      bike: { manufacturer: 'BH', model: 'Ultralight', color: 'negro', year: 2020, type: 'road' },
      services: {
        packs: [{ id: 'pack-basic', quantity: 1 }],
        maintenances: [{ id: 'm-chain' }],
        stockItems: [{ id: 'st-tube', quantity: 2 }],
        suspensions: [{ id: 's-fork' }],
      },
      mechanics: [a.mechanicIds[0]],
      priority: 1,
      technicalNotes: 'Notas',
      booking: { confirmedDate: '2026-11-01T10:00:00.000Z', observations: 'Por la mañana' },
      status: 'confirmed',
      payment: 'pending',
    },
    repairsUpdate: {
      id: aRepair.id,
      expectedLastUpdate: lastUpdate,
      changes: {
        technicalNotes: 'Cambio',
        priority: 2,
        mechanics: [a.mechanicIds[1]],
        services: { packs: [{ id: 'pack-full' }] },
        entryDate: '2026-11-02T09:00:00.000Z',
        booking: { postponedDate: '2026-11-03T09:00:00.000Z' },
      },
    },
    repairsUpdateStatus: {
      id: aRepair.id,
      status: 'inProgress',
      date: '2026-11-05T12:00:00.000Z',
      observations: 'En marcha',
      expectedLastUpdate: lastUpdate,
    },
    repairsSetPayment: { id: aRepair.id, payment: 'partial', expectedLastUpdate: lastUpdate },
    repairsReorder: { ids: [aRepair.id, ...victims.slice(0, 2)] },
    repairsDelete: { id: victims[victims.length - 1] ?? aRepair.id },
    repairsImport: {
      repairs: [
        { id: 'imp-1', status: 'started', customer: { name: 'Importada', phone: { number: '600' } } },
        { customer: { name: 'Sin id' } },
      ],
    },
    mechanicsList: {},
    mechanicsCreate: { name: 'Nuevo mecánico' },
    mechanicsUpdate: { id: a.mechanicIds[1], name: 'Luis', active: true },
    customersList: { search: 'cliente', limit: 5 },
    customersCreate: {
      name: 'Carla',
      surname: 'Sanz',
      phone: '611 000 000',
      email: 'carla@example.com',
      address: 'Calle Mayor 1',
      dni: '00000000T',
    },
    customersGet: { id: customerId },
    customersUpdate: {
      id: spare.customerId,
      expectedLastUpdate: lastUpdate,
      changes: { surname: 'Nuevo', phone: '600 111 222', language: 'pt', notes: 'Notas', emailConsentAt: '2026-11-01T10:00:00.000Z' },
    },
    customersDelete: { id: spare.customerId },
    customersMerge: { keepId: customerId, mergeId: spare.customerId },
    bikesList: { customerId },
    bikesGet: { id: spare.bikeId },
    bikesHistory: { id: spare.bikeId },
    bikesHistoryPdf: { id: spare.bikeId, language: 'pt' },
    bikesCreate: { customerId, manufacturer: 'Giant', model: 'Defy', color: 'gris', year: 2019, type: 'road', frameNumber: 'GT-1' },
    bikesUpdate: { id: spare.bikeId, expectedLastUpdate: lastUpdate, changes: { model: 'Propel', year: 2021, frameNumber: 'F-2' } },
    bikesTransfer: { bikeId: spare.bikeId, toCustomerId: customerId },
    bikesDelete: { id: spare.bikeId },
    servicesList: { includeArchived: true },
    servicesCreate: {
      kind: 'maintenances',
      service: { title: 'Ajuste', price: 1500, group: 'Frenos', price_from: 1000, price_to: 2000, estimatedMinutes: 20 },
    },
    servicesUpdate: { kind: 'maintenances', id: 'm-chain', expectedLastUpdate: lastUpdate, changes: { price: 1300, title: 'Cadena' } },
    servicesReorder: { kind: 'packs', ids: ['pack-full', 'pack-basic'] },
    servicesArchive: { kind: 'stockItems', id: 'st-tube', archived: false },
    servicesImport: {
      kind: 'stockItems',
      rows: [{ id: 'st-tube', title: 'Cámara 29"', reference: 'CAM-29', price: '6,50', cost: '3', quantity: '4', minQuantity: '1' }],
      apply: true,
    },
    alertsList: { includeHandled: true },
    alertsHandle: { key: `repairUncollected:${victims[0]}:${ALERT_FINISHED_DATE}`, outcome: 'contacted' },
    ...suspensionsPayloads(spare, lastUpdate),
    recommendationsList: { bikeId: spare.bikeId, all: true },
    recommendationsAdd: { id: recommendation.id, repairId: recommendation.visitId },
    recommendationsDismiss: { id: recommendation.id, reason: 'La cambió en otro taller' },
    repairsRecommendLine: { id: recommendation.fromRepairId, lineId: 'packs:pack-basic', note: 'Otra visita' },
    ...partsPayloads(spare.part ?? { id: 'missing', repairId: 'missing' }, lastUpdate),
    customersExport: { search: 'cliente', language: 'pt' },
    customersExportData: { id: customerId },
    customersAnonymise: { id: spare.formerCustomerId },
    repairPhotosAdd: { repairId: aRepair.id, image: TINY_PNG },
    repairPhotosList: { repairId: aRepair.id },
    repairPhotosDelete: { id: spare.photoId },
    bikePhotoGet: { bikeId: spare.bikeId },
    bikePhotoSet: { bikeId: spare.bikeId, image: `data:image/png;base64,${TINY_PNG}` },
    bikePhotoDelete: { bikeId: spare.bikeId },
    // docs/product.md §15.3: bookings say the day is full with overCapacity, so the day's load refuses no valid run.
    bookingsList: { from: '2026-11-01T00:00:00.000Z', to: '2026-12-01T00:00:00.000Z' },
    bookingsCreate: {
      date: '2026-11-25T10:00:00.000Z',
      customer: { id: customerId },
      bike: { manufacturer: 'Orbea', model: 'Alma', type: 'mountain' },
      services: { packs: [{ id: 'pack-basic' }], maintenances: [{ id: 'm-chain', quantity: 2 }] },
      mechanics: [a.mechanicIds[0]],
      observations: 'Por la tarde',
      overCapacity: true,
    },
    bookingsReschedule: { id: aRepair.id, date: '2026-11-26T09:30:00.000Z', expectedLastUpdate: lastUpdate, overCapacity: true },
    bookingsSetStatus: {
      id: aRepair.id,
      status: 'postponed',
      date: '2026-11-27T16:00:00.000Z',
      observations: 'Llamar antes',
      expectedLastUpdate: lastUpdate,
      overCapacity: true,
    },
    bookingsCapacity: { from: '2026-11-01T00:00:00.000Z', to: '2026-12-01T00:00:00.000Z' },
    bookingSettingsGet: {},
    bookingSettingsUpdate: {
      timeZone: 'Europe/Lisbon',
      openingHours: {
        mon: [{ from: '09:00', to: '13:00' }],
        tue: [
          { from: '09:00', to: '13:00' },
          { from: '15:00', to: '19:00' },
        ],
        wed: [],
        thu: [{ from: '10:00', to: '18:00' }],
        fri: [{ from: '10:00', to: '18:00' }],
        sat: [],
        sun: [],
      },
      closedDays: ['2026-12-08'],
      bookablePercent: 75,
    },
    dashboardGet: { from: '2026-01-01T00:00:00.000Z', to: '2027-01-01T00:00:00.000Z' },
    repairEventsList: { repairId: aRepair.id },
    repairLinkGet: { repairId: aRepair.id, create: true },
    repairBookingContact: { repairId: spare.bookedRepairId ?? aRepair.id },
    repairsLinkCustomer: { id: spare.bookedRepairId ?? 'missing', customerId: spare.customerId },
    salesTaxSettingsGet: {},
    salesTaxSettingsUpdate: SALES_SETTINGS,
    // A counter sale of A's stock item to A's customer (a repair's invoice is tried against B's in isolation.test.ts).
    salesInvoicesIssue: {
      kind: 'full',
      lines: [{ description: 'Cámara 29"', quantity: 1, priceCents: 650, stockItemId: 'st-tube' }],
      customer: { name: 'Cliente', taxId: '12345678Z', country: 'ES', street: 'Calle Mayor 1', customerId: spare.customerId },
      payments: [{ method: 'cash', amountCents: 650, tenderedCents: 1000 }],
    },
    salesInvoicesGet: { id: spare.salesDocumentId ?? 'missing' },
    salesVerifactuRefusedCount: {},
    salesInvoicesList: { search: 'T' },
    salesInvoicesExport: { search: 'T' },
    salesInvoicesPdf: { id: spare.salesDocumentId ?? 'missing', language: 'es', format: 'a4' },
    salesInvoicesEmail: { id: spare.salesDocumentId ?? 'missing', email: 'cliente@example.com', language: 'es' },
    // A cent back at a time: A's document (1 € at 21 %) outlasts the runs.
    salesInvoicesRectify: {
      mode: 'partial',
      id: spare.salesDocumentId ?? 'missing',
      reason: 'Devolución',
      lines: [{ description: 'Parche', quantity: 1, priceCents: 1, rateBp: 2100 }],
    },
    // docs/product.md §29.8: the same code every run, which a series keeps once it numbered with it.
    salesSeriesUpdate: { id: spare.salesSeriesId ?? 'missing', validationCode: 'AAJFJMVN' },
    // A cent at a time, cash with change: A's 100 € document outlasts the runs; a deposit on aRepair likewise.
    salesPaymentsRecord: {
      documentId: spare.salesPaymentDocumentId ?? 'missing',
      payments: [
        { method: 'cash', amountCents: 1, tenderedCents: 5 },
        { method: 'card', amountCents: 1 },
      ],
    },
    salesDepositsTake: { repairId: spare.salesDepositRepairId ?? aRepair.id, method: 'cash', amountCents: 1, tenderedCents: 2 },
    salesPaymentsRefund: { paymentId: spare.salesPaymentId ?? 'missing', amountCents: 1, reason: 'Error' },
    // A victim has no lines: nothing to charge, so nothing refuses closing it.
    salesRepairsCloseWithoutCharge: { repairId: victims[1] ?? aRepair.id, reason: 'warranty' },
    salesPaymentsList: { repairId: aRepair.id },
    tillGet: { day: null },
    tillOpen: { day: null, floatCents: 10_000 },
    tillMove: { day: null, direction: 'out', amountCents: 100, reason: 'Sellos' },
    tillClose: { day: null, countedCents: 10_000 },
  };
}

/** docs/product.md §29.1: a Spanish workshop's tax settings (12345678Z passes the NIF's check letter). */
export const SALES_SETTINGS = {
  country: 'ES',
  region: 'ES',
  legalName: 'Taller de Prueba SL',
  taxId: 'B12345674',
  street: 'Calle Mayor 1',
  postalCode: '28001',
  town: 'Madrid',
  province: 'Madrid',
  simplifiedLimitCents: 40_000,
  defaultRateBp: 2100,
} as const;

/** Every path into a payload's objects and arrays, e.g. `changes.services.packs.0.id`. */
export function pathsOf(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => [[...prefix, key], ...pathsOf(child, [...prefix, key])]);
}

export function withEdit(payload: unknown, path: string[], replacement: unknown, remove: boolean): unknown {
  const copy = structuredClone(payload) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = path[path.length - 1]!;
  if (remove) delete node[last];
  else node[last] = replacement;
  return copy;
}
