// The isolation suite's attempts (isolation.test.ts): calls from workshop A naming workshop B's rows, each with the
// status it must get (docs/product.md §6): not-found, or invalid-argument for an id inside a list or a line.
import type { FunctionName, TRepair } from '@rueda/domain';
import { TINY_PNG } from './isolation-payloads.ts';
import type { Workshop } from './workshop-fixture.ts';

/** B's rows out of A's reach, and the subscription rows of workshop S. */
export interface OtherRows {
  b: Workshop;
  aRepair: TRepair;
  bRepair: TRepair;
  bPhoto: string;
  bDocument: string;
  bPayment: string;
  bStock: string;
  sSession: string;
  sInvoice: string;
}

const FISCAL_CUSTOMER = { name: 'Cliente', taxId: '12345678Z', country: 'ES', street: 'Calle Mayor 1' };

/** Each call A's people make naming B's data, and the status it gets. */
export function crossWorkshopAttempts(rows: OtherRows): [FunctionName, unknown, number][] {
  const { b, aRepair, bRepair, bPhoto, bDocument, bPayment, sSession, sInvoice } = rows;
  const B_STOCK = rows.bStock;
  const bCustomer = bRepair.customer.id!;
  const bBike = (bRepair.state.bike as { id: string }).id;
  const aCustomer = aRepair.customer.id!;
  const aBike = (aRepair.state.bike as { id: string }).id;
  return [
    ['repairsGet', { id: bRepair.id, withStored: true }, 404],
    ['salesInvoicesIssue', { kind: 'simplified', repairId: bRepair.id }, 404],
    ['salesInvoicesIssue', { kind: 'simplified', lines: [{ description: 'x', quantity: 1, priceCents: 1, stockItemId: B_STOCK }] }, 400],
    [
      'salesInvoicesIssue',
      {
        kind: 'full',
        lines: [{ description: 'x', quantity: 1, priceCents: 1 }],
        customer: { ...FISCAL_CUSTOMER, customerId: bCustomer },
      },
      404,
    ],
    ['salesInvoicesGet', { id: bDocument }, 404],
    ['salesInvoicesRectify', { mode: 'total', id: bDocument, reason: 'x' }, 404],
    ['salesPaymentsRecord', { documentId: bDocument, payments: [{ method: 'card', amountCents: 1 }] }, 404],
    ['salesPaymentsList', { documentId: bDocument }, 404],
    ['salesPaymentsList', { repairId: bRepair.id }, 404],
    ['salesPaymentsRefund', { paymentId: bPayment, reason: 'x' }, 404],
    ['salesDepositsTake', { repairId: bRepair.id, method: 'cash', amountCents: 1 }, 404],
    ['salesRepairsCloseWithoutCharge', { repairId: bRepair.id, reason: 'warranty' }, 404],
    ['repairsUpdate', { id: bRepair.id, expectedLastUpdate: bRepair.lastUpdate, changes: { technicalNotes: 'x' } }, 404],
    ['repairsUpdateStatus', { id: bRepair.id, status: 'delivered' }, 404],
    ['repairsSetPayment', { id: bRepair.id, payment: 'paid' }, 404],
    ['repairsReorder', { ids: [aRepair.id, bRepair.id] }, 404],
    ['repairsDelete', { id: bRepair.id }, 404],
    ['repairsCreate', { customer: { id: bCustomer }, bike: {} }, 404],
    ['repairsCreate', { customer: { id: aRepair.customer.id }, bike: { id: bBike } }, 404],
    ['repairsCreate', { customer: { name: 'x' }, bike: {}, mechanics: [b.mechanicIds[0]] }, 400],
    ['repairsUpdate', { id: aRepair.id, expectedLastUpdate: aRepair.lastUpdate, changes: { mechanics: [b.mechanicIds[0]] } }, 400],
    ['repairsUpdate', { id: aRepair.id, expectedLastUpdate: aRepair.lastUpdate, changes: { customer: { id: bCustomer } } }, 404],
    ['mechanicsUpdate', { id: b.mechanicIds[0], active: false }, 404],
    ['bikesList', { customerId: bCustomer }, 404],
    ['bikesCreate', { customerId: bCustomer, manufacturer: 'x' }, 404],
    ['customersGet', { id: bCustomer }, 404],
    ['customersUpdate', { id: bCustomer, expectedLastUpdate: bRepair.lastUpdate, changes: { name: 'x' } }, 404],
    ['customersDelete', { id: bCustomer }, 404],
    ['customersMerge', { keepId: aCustomer, mergeId: bCustomer }, 404],
    ['customersMerge', { keepId: bCustomer, mergeId: aCustomer }, 404],
    ['bikesUpdate', { id: bBike, expectedLastUpdate: bRepair.lastUpdate, changes: { model: 'x' } }, 404],
    ['bikesTransfer', { bikeId: bBike, toCustomerId: aCustomer }, 404],
    ['bikesTransfer', { bikeId: aBike, toCustomerId: bCustomer }, 404],
    ['bikesDelete', { id: bBike }, 404],
    // docs/product.md §31.3: another workshop's bike has no history to read or print.
    ['bikesHistory', { id: bBike }, 404],
    ['bikesHistoryPdf', { id: bBike, language: 'es' }, 404],
    ['customersExportData', { id: bCustomer }, 404],
    ['customersAnonymise', { id: bCustomer }, 404],
    ['repairPhotosAdd', { repairId: bRepair.id, image: TINY_PNG }, 404],
    ['repairPhotosList', { repairId: bRepair.id }, 404],
    ['repairPhotosDelete', { id: bPhoto }, 404],
    ['bikePhotoGet', { bikeId: bBike }, 404],
    ['bikePhotoSet', { bikeId: bBike, image: TINY_PNG }, 404],
    ['bikePhotoDelete', { bikeId: bBike }, 404],
    ['repairLinkGet', { repairId: bRepair.id }, 404],
    // docs/decisions/058: another workshop's online booking is neither read nor linked, nor linked to its customer.
    ['repairBookingContact', { repairId: bRepair.id }, 404],
    ['repairsLinkCustomer', { id: bRepair.id, customerId: aCustomer }, 404],
    ['repairsLinkCustomer', { id: aRepair.id, customerId: bCustomer }, 404],
    ['repairLinkRevoke', { repairId: bRepair.id }, 404],
    // docs/product.md §20: another workshop's repair gets no message, and its history no event.
    ['repairMessagePrepare', { repairId: bRepair.id }, 404],
    ['repairMessageSend', { repairId: bRepair.id, templateKey: 'estimate', channel: 'link', body: 'x' }, 404],
    ['callablesConfirmCheckoutSession', { sessionId: sSession }, 404],
    ['invoicesGet', { invoiceId: sInvoice }, 404],
    ['invoicesPdf', { invoiceId: sInvoice, language: 'es' }, 404],
    ['bookingsReschedule', { id: bRepair.id, date: null, expectedLastUpdate: bRepair.lastUpdate }, 404],
    ['bookingsSetStatus', { id: bRepair.id, status: 'confirmed', date: bRepair.created, expectedLastUpdate: bRepair.lastUpdate }, 404],
    ['bookingsCreate', { date: bRepair.created, customer: { id: bCustomer }, bike: {}, overCapacity: true }, 404],
    ['bookingsCreate', { date: bRepair.created, customer: { id: aCustomer }, bike: { id: bBike }, overCapacity: true }, 404],
    [
      'bookingsCreate',
      { date: bRepair.created, customer: { name: 'x' }, bike: {}, mechanics: [b.mechanicIds[0]], overCapacity: true },
      400,
    ],
    [
      'bookingsCreate',
      { date: bRepair.created, customer: { name: 'x' }, bike: {}, services: { packs: [{ id: 'nope' }] }, overCapacity: true },
      400,
    ],
  ];
}
