// docs/roles.md, every function: the table of function-roles.ts names each registered function once, and
// each is called, with a payload its schema accepts, by an admin, a manager and a mechanic of one workshop,
// an account without a workshop and a caller without a token, against PostgreSQL. Only the role gate is
// judged: a refusal of the role (permission-denied, reason 'role'), a sign-in asked for, or anything else.
import { DEFAULT_MESSAGING_SETTINGS, type TRepair } from '@rueda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_LIST } from '../src/functions/index.ts';
import { TestClient, type CallResult } from './http-client.ts';
import { ALERT_FINISHED_DATE, TINY_PNG, validPayloads, type Spare } from './isolation-payloads.ts';
import { CALLED_LAST, CALLERS, FUNCTION_ROLES, type CallerKind, type Outcome } from './function-roles.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, FIXTURE_PASSWORD, newAccount, seedCatalogue, type Workshop } from './workshop-fixture.ts';

let server: TestServer;
let shop: Workshop;
let send: Record<CallerKind, (name: string, data: unknown) => Promise<CallResult>>;
let payloads: Record<string, unknown>;

beforeAll(async () => {
  server = await startTestServer();
  shop = await createWorkshop(server, 'Taller de los roles');
  await seedCatalogue(server, shop.id);
  const [manager, mechanic, outsider] = await Promise.all([shop.member('manager'), shop.member('mechanic'), newAccount(server)]);
  const anonymous = new TestClient(server.url);
  send = {
    admin: shop.admin.send,
    manager: manager.send,
    mechanic: mechanic.send,
    outsider: outsider.caller.send,
    anonymous: (name, data) => anonymous.send(name, data),
  };
  payloads = await payloadsOf(shop);
});
afterAll(async () => server?.close());

/** A valid payload for every function: the isolation suite's for the workshop's own data, these for the rest. */
async function payloadsOf(a: Workshop): Promise<Record<string, unknown>> {
  const aRepair: TRepair = await a.admin.ok('repairsCreate', {
    customer: { name: 'Cliente' },
    bike: {},
    services: { packs: [{ id: 'pack-basic' }] },
  });
  const victims = await Promise.all([1, 2, 3].map(() => a.admin.ok('repairsCreate', { customer: { name: 'Víctima' }, bike: {} })));
  const customer = await a.admin.ok('customersCreate', { name: 'Repuesto', phone: '644 555 666' });
  const bike = await a.admin.ok('bikesCreate', { customerId: customer.id, manufacturer: 'Cube', model: 'Attain' });
  const former = await a.admin.ok('repairsCreate', { customer: { name: 'Antiguo', phone: '655 000 111' }, bike: {} });
  const photo = await a.admin.ok('repairPhotosAdd', { repairId: former.id, image: TINY_PNG });
  const spare: Spare = { customerId: customer.id, bikeId: bike.id, formerCustomerId: former.customer.id!, photoId: photo.id };
  const ids = victims.map((victim) => victim.id);
  const alertKey = `repairUncollected:${ids[0]}:${ALERT_FINISHED_DATE}`;
  return {
    ...validPayloads({ a, aRepair }, ids, aRepair.lastUpdate, spare),
    servicesAddStarter: { language: 'es' },
    repairBookingContact: { repairId: aRepair.id },
    repairsLinkCustomer: { id: former.id, customerId: customer.id },
    repairsIncludeLine: { id: aRepair.id, lineId: 'packs:pack-basic' },
    recommendationsList: { bikeId: bike.id },
    recommendationsAdd: { id: 'rec-unknown', repairId: aRepair.id },
    partsList: { repairId: aRepair.id },
    partsCreate: { repairId: aRepair.id, title: 'Patilla de cambio', quantity: 1 },
    partsUpdate: { id: 'part-unknown', expectedLastUpdate: aRepair.lastUpdate, changes: { supplier: 'Otro' } },
    partsOrder: { ids: ['part-unknown'] },
    partsArrive: { id: 'part-unknown' },
    partsDelete: { id: 'part-unknown' },
    partsToCall: {},
    partsCustomerTold: { repairId: aRepair.id },
    transfersList: null,
    transfersCreate: { toWorkshopId: 'missing', lines: [{ itemId: 'item-unknown', quantity: 1 }] },
    transfersSend: { id: 'transfer-unknown' },
    transfersReceive: { id: 'transfer-unknown' },
    transfersCancel: { id: 'transfer-unknown' },
    recommendationsDismiss: { id: 'rec-unknown', reason: 'Ya lo hizo en otro taller' },
    repairsRecommendLine: { id: aRepair.id, lineId: 'packs:pack-basic' },
    repairWorkStart: { repairId: aRepair.id },
    repairWorkStop: { repairId: aRepair.id },
    repairWorkGet: { repairId: aRepair.id },
    repairWorkCurrent: null,
    repairLinkRevoke: { repairId: aRepair.id },
    repairMessagePrepare: { repairId: aRepair.id },
    repairMessageSend: { repairId: aRepair.id, templateKey: 'estimate', channel: 'link', body: 'Hola' },
    alertMessagePrepare: { alertKey },
    alertMessageSend: { alertKey, channel: 'link', body: 'Hola' },
    messagingSettingsGet: null,
    messageTemplatesGet: null,
    messageTemplatesUpdate: { key: 'status.delivered', language: 'es', body: null },
    messagingSettingsUpdate: DEFAULT_MESSAGING_SETTINGS,
    callablesCheckSubscriptionStatus: {},
    // A Spanish workshop's month: refused past the role gate (docs/product.md §29.8, the file is Portugal's).
    salesSaftExport: { month: '2026-03' },
    // docs/verifactu.md §9: past the gate, a document that does not exist (sales-verifactu-corrections.test.ts tries real ones).
    salesVerifactuResend: { id: 'missing' },
    salesVerifactuCancel: { id: 'missing', reason: 'Emitida por error' },
    callablesGetSubscriptionDetails: {},
    invoicesGet: { invoiceId: 'missing' },
    invoicesPdf: { invoiceId: 'missing', language: 'es' },
    notificationsGet: null,
    notificationsClear: { what: 'subscription' },
    callablesCreateCheckoutSession: { planId: 'workshop-pro' },
    callablesConfirmCheckoutSession: { sessionId: 'missing' },
    callablesCreatePortalSession: {},
    workshopUpdate: { name: 'Taller de los roles' },
    workshopConfigUpdate: { currency: 'eur' },
    onlineBookingSettingsGet: {},
    teamList: null,
    teamInvite: { email: 'invitada@example.com', role: 'mechanic' },
    teamInvitationResend: { id: 'missing' },
    teamInvitationRevoke: { id: 'missing' },
    teamUpdate: { userId: 'missing', role: 'mechanic' },
    teamRemove: { userId: 'missing' },
    accountGet: null,
    accountUpdate: { language: 'es' },
    accountWorkshopSwitch: { workshopId: 'missing' },
    chainsGet: null,
    chainsCreate: { name: 'Cadena de los roles' },
    chainsAddWorkshop: { workshopId: 'missing' },
    chainsPublish: { workshopIds: ['missing'] },
    chainsDashboard: { from: '2027-01-01T00:00:00.000Z', to: '2027-02-01T00:00:00.000Z' },
    chainsRepairs: { limit: 10, offset: 0 },
    chainSubscriptionGet: null,
    chainSubscriptionCheckout: { planId: 'workshop-pro' },
    chainSubscriptionCancel: null,
    chainSubscriptionResume: null,
    chainInvoicesGet: { invoiceId: 'missing' },
    chainInvoicesPdf: { invoiceId: 'missing', language: 'es' },
    chainsSetCustomerSharing: { shares: false },
    chainCustomersSearch: { query: 'Lucía' },
    chainCustomersBring: { workshopId: 'missing', customerId: 'missing' },
    chainCustomersElsewhere: { customerId: 'missing' },
    chainCustomersSetConsent: { customerId: 'missing', consent: false },
    accountChangePassword: { current: FIXTURE_PASSWORD, next: 'another good long password' },
    accountSignOutEverywhere: null,
    onboardingComplete: { name: 'Un taller propio' },
    teamInvitationAccept: { token: 'A'.repeat(43) },
    teamInvitationPending: null,
    teamInvitationPreview: { token: 'A'.repeat(43) },
    callablesValidateTrialStatus: { userId: a.admin.userId },
    callablesGetSubscriptionPlans: null,
    dbUsersManageSendWorkshopPasswordResetEmail: { email: 'nadie@example.com' },
    publicRepairGet: { token: 'missing' },
    publicRepairDocumentPdf: { token: 'missing', handle: 'missing', format: 'a4', language: 'es' },
    publicRepairRespond: { token: 'missing', decision: 'approved' },
    publicBookingOptions: { slug: 'missing' },
    publicBookingCreate: {
      slug: 'missing',
      formToken: 'missing',
      bike: {},
      problem: 'Ruido al frenar',
      day: '2026-12-01',
      customer: { name: 'Ana', phone: '600 000 000', language: 'es' },
      consent: true,
    },
  };
}

/** What the role gate did: refused the role, asked for a sign-in, or let the call through. */
function outcomeOf(answer: CallResult): Outcome {
  if (answer.status === 401) return 'unauthenticated';
  const reason = (answer.body.error?.details as { reason?: unknown } | undefined)?.reason;
  return answer.status === 403 && reason === 'role' ? 'denied' : 'allowed';
}

describe('every function’s roles (docs/roles.md)', () => {
  it('has one row for each registered function, and no row for a function that is not registered', () => {
    const registered = FUNCTION_LIST.map((fn) => fn.name).sort();
    const rows = Object.keys(FUNCTION_ROLES).sort();
    expect(
      registered.filter((name) => !rows.includes(name)),
      'functions without a row in function-roles.ts',
    ).toEqual([]);
    expect(
      rows.filter((name) => !registered.includes(name)),
      'rows naming no registered function',
    ).toEqual([]);
  });

  it('lets through or refuses each caller as its row says, with a payload the function accepts', async () => {
    const names = FUNCTION_LIST.map((fn) => fn.name).filter((name) => FUNCTION_ROLES[name] && !CALLED_LAST.includes(name));
    const mismatches: string[] = [];
    for (const name of [...names, ...CALLED_LAST]) {
      expect(Object.hasOwn(payloads, name), `a payload for ${name}`).toBe(true);
      for (const caller of CALLERS) {
        const answer = await send[caller](name, payloads[name]);
        const expected = FUNCTION_ROLES[name]![caller];
        const outcome = outcomeOf(answer);
        if (outcome !== expected) mismatches.push(`${name} as ${caller}: ${outcome}, docs/roles.md says ${expected}`);
        // Past the gate, the payload is one the function accepts: its refusals are the data's, never a 500.
        else if (outcome === 'allowed' && (answer.body.error?.status === 'INVALID_ARGUMENT' || answer.status >= 500))
          mismatches.push(`${name} as ${caller}: ${answer.status} ${JSON.stringify(answer.body.error)}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
