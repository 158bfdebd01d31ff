// docs/product.md §20.4: the WhatsApp Cloud API's channel, against a local fake of its messages endpoint (a real
// HTTP server, whatsapp-fake.ts). Messages to customers who agreed are queued in PostgreSQL, sent as approved
// templates, tried again with backoff on the server's clock and given up after the limit; the signed webhook moves
// them forward only. Against PostgreSQL through the HTTP API.
import { DEFAULT_MESSAGING_SETTINGS, OUTBOX_MAX_ATTEMPTS, type FunctionInput } from '@rueda/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { whatsappOutbox } from '../src/db/schema.ts';
import { whatsAppSignature, WHATSAPP_WEBHOOK_PATH } from '../src/messaging/webhook-route.ts';
import type { CallResult } from './http-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { FAKE_PHONE_NUMBER_ID, FAKE_TOKEN, startWhatsAppFake, type WhatsAppFake } from './whatsapp-fake.ts';
import { createWorkshop, seedCatalogue, type Caller, type Workshop } from './workshop-fixture.ts';

const APP_SECRET = 'the app secret of the test';
const VERIFY_TOKEN = 'the verify token of the test';
const MINUTE = 60_000;

let fake: WhatsAppFake;
let server: TestServer;
let shop: Workshop;
let other: Workshop;
let mechanic: Caller;

beforeAll(async () => {
  fake = await startWhatsAppFake();
  server = await startTestServer({
    env: {
      WHATSAPP_API_URL: fake.apiUrl,
      WHATSAPP_TOKEN: FAKE_TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: FAKE_PHONE_NUMBER_ID,
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
    },
  });
  shop = await createWorkshop(server);
  other = await createWorkshop(server, 'Otro taller');
  for (const workshop of [shop, other]) {
    await seedCatalogue(server, workshop.id);
    await workshop.admin.ok('messagingSettingsUpdate', {
      ...DEFAULT_MESSAGING_SETTINGS,
      cloudTemplates: { 'status.finished': 'bike_ready', estimate: 'estimate_ready' },
    });
  }
  mechanic = await shop.member('mechanic');
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});
afterEach(() => server.clock.reset());

function errorOf(answer: CallResult): { status: string; reason?: string } {
  const details = (answer.body.error?.details ?? {}) as { reason?: string };
  return { status: answer.body.error?.status ?? `HTTP ${answer.status}`, reason: details.reason };
}

async function repairOf(workshop: Workshop, customer: Partial<FunctionInput<'customersCreate'>> = {}): Promise<string> {
  const made = await workshop.admin.ok('customersCreate', {
    name: 'Marta',
    phone: '600 111 222',
    whatsappConsentAt: '2026-11-01T10:00:00.000Z',
    ...customer,
  });
  const repair = await workshop.admin.ok('repairsCreate', {
    customer: { id: made.id },
    bike: { manufacturer: 'Orbea', model: 'Orca' },
    services: { packs: [{ id: 'pack-basic' }] },
  });
  return repair.id;
}

const outboxRow = async (id: string) => (await server.database.db.select().from(whatsappOutbox).where(eq(whatsappOutbox.id, id)))[0]!;

async function sendFinished(repairId: string, by: Caller = mechanic): Promise<string> {
  const sent = await by.ok('repairMessageSend', { repairId, templateKey: 'status.finished', channel: 'cloud' });
  return sent.outboxId!;
}

async function webhook(body: unknown, signature?: string): Promise<Response> {
  const text = JSON.stringify(body);
  return fetch(`${server.url}${WHATSAPP_WEBHOOK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature ?? whatsAppSignature(text, APP_SECRET) },
    body: text,
  });
}

const statusNotification = (id: string, status: string, errors?: unknown[]) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: 'WABA',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            statuses: [{ id, status, timestamp: '1764000000', recipient_id: '34600111222', ...(errors ? { errors } : {}) }],
          },
        },
      ],
    },
  ],
});

describe('the WhatsApp Cloud API’s outbox', () => {
  it('queues the message with the history event in one go, and sends the approved template with its values', async () => {
    const repairId = await repairOf(shop, { language: 'pt' });
    const prepared = await mechanic.ok('repairMessagePrepare', { repairId, templateKey: 'status.finished' });
    expect(prepared).toMatchObject({ hasConsent: true, isCloudAvailable: true, cloudUnavailableReason: null });
    const outboxId = await sendFinished(repairId);
    const { events } = await shop.admin.ok('repairEventsList', { repairId });
    expect(events.at(-1)).toMatchObject({
      actor: { userId: mechanic.userId },
      data: {
        kind: 'message',
        channel: 'cloud',
        templateKey: 'status.finished',
        language: 'pt',
        to: '+34600111222',
        body: prepared.body,
        outboxId,
      },
      delivery: 'queued',
    });

    expect(await server.whatsappSender.tick()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const request = fake.received.at(-1)!;
    expect(request.authorization).toBe(`Bearer ${FAKE_TOKEN}`);
    expect(request.body).toMatchObject({ messaging_product: 'whatsapp', to: '34600111222', type: 'template' });
    expect(request.body.template.name).toBe('bike_ready');
    expect(request.body.template.language).toEqual({ code: 'pt_PT' });
    const values = request.body.template.components[0]!.parameters.map((parameter) => parameter.text.replace(/\s/g, ' '));
    expect(values).toEqual(['Marta', 'Orbea Orca', '35,00 €', expect.stringContaining('segunda-feira'), 'Taller de prueba']);
    const row = await outboxRow(outboxId);
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      providerMessageId: (request.answer as { id: string }).id,
      sentBy: mechanic.userId,
    });
    expect((await shop.admin.ok('repairEventsList', { repairId })).events.at(-1)!.delivery).toBe('sent');
    // Nothing more to send.
    expect(await server.whatsappSender.tick()).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('tries again after 500 and 429, waiting longer each time, until it is sent', async () => {
    const outboxId = await sendFinished(await repairOf(shop));
    fake.failNext(500, 429);
    expect(await server.whatsappSender.tick()).toMatchObject({ retried: 1 });
    expect(await outboxRow(outboxId)).toMatchObject({ status: 'queued', attempts: 1, lastError: expect.stringContaining('HTTP 500') });
    // Not due yet: a minute must pass.
    expect(await server.whatsappSender.tick()).toEqual({ sent: 0, retried: 0, failed: 0 });
    server.clock.advance(MINUTE + 1000);
    expect(await server.whatsappSender.tick()).toMatchObject({ retried: 1 });
    expect(await outboxRow(outboxId)).toMatchObject({ attempts: 2, lastError: expect.stringContaining('HTTP 429') });
    server.clock.advance(MINUTE + 1000);
    expect(await server.whatsappSender.tick()).toEqual({ sent: 0, retried: 0, failed: 0 });
    server.clock.advance(MINUTE);
    expect(await server.whatsappSender.tick()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await outboxRow(outboxId)).toMatchObject({ status: 'sent', attempts: 3, lastError: '' });
  });

  it(`gives up after ${OUTBOX_MAX_ATTEMPTS} tries, and at once on a refusal that would only repeat`, async () => {
    const outboxId = await sendFinished(await repairOf(shop));
    fake.failNext(...Array.from({ length: OUTBOX_MAX_ATTEMPTS }, () => 503));
    for (let attempt = 1; attempt <= OUTBOX_MAX_ATTEMPTS; attempt += 1) {
      await server.whatsappSender.tick();
      server.clock.advance(60 * MINUTE);
    }
    expect(await outboxRow(outboxId)).toMatchObject({ status: 'failed', attempts: OUTBOX_MAX_ATTEMPTS, nextAttemptAt: null });
    expect(await server.whatsappSender.tick()).toEqual({ sent: 0, retried: 0, failed: 0 });

    const refused = await sendFinished(await repairOf(shop));
    fake.failNext(400);
    expect(await server.whatsappSender.tick()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await outboxRow(refused)).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringContaining('132001') });
  });

  it('refuses without the customer’s consent or an approved template, and queues nothing', async () => {
    const repairId = await repairOf(shop, { whatsappConsentAt: null });
    expect(await mechanic.ok('repairMessagePrepare', { repairId, templateKey: 'status.finished' })).toMatchObject({
      hasConsent: false,
      isCloudAvailable: false,
      cloudUnavailableReason: 'no-consent',
    });
    const noConsent = await mechanic.call('repairMessageSend', { repairId, templateKey: 'status.finished', channel: 'cloud' });
    expect(errorOf(noConsent)).toMatchObject({ status: 'FAILED_PRECONDITION', reason: 'no-consent' });
    const consenting = await repairOf(shop);
    const noTemplate = await mechanic.call('repairMessageSend', {
      repairId: consenting,
      templateKey: 'status.delivered',
      channel: 'cloud',
    });
    expect(errorOf(noTemplate)).toMatchObject({ status: 'FAILED_PRECONDITION', reason: 'no-template' });
    const rows = await server.database.db.select().from(whatsappOutbox).where(eq(whatsappOutbox.repairId, repairId));
    expect(rows).toEqual([]);
    expect((await shop.admin.ok('repairEventsList', { repairId })).events.filter((event) => event.data.kind === 'message')).toEqual([]);
  });

  it('answers another workshop’s repair as one that does not exist', async () => {
    const theirs = await repairOf(other);
    const answer = await mechanic.call('repairMessageSend', { repairId: theirs, templateKey: 'status.finished', channel: 'cloud' });
    expect(errorOf(answer)).toMatchObject({ status: 'NOT_FOUND' });
    expect(await server.database.db.select().from(whatsappOutbox).where(eq(whatsappOutbox.repairId, theirs))).toEqual([]);
  });
});

describe('an alert’s message through the Cloud API', () => {
  it('queues the reason’s template and handles the alert as contacted, in one go', async () => {
    await shop.admin.ok('messagingSettingsUpdate', {
      ...DEFAULT_MESSAGING_SETTINGS,
      cloudTemplates: { 'status.finished': 'bike_ready', estimate: 'estimate_ready', 'alert.repairUncollected': 'bike_waiting' },
    });
    const repairId = await repairOf(shop);
    await shop.admin.ok('repairsUpdateStatus', { id: repairId, status: 'finished' });
    server.clock.advance(8 * 24 * 60 * MINUTE);
    const alertKey = (await shop.admin.ok('alertsList', {})).alerts.find((alert) => alert.repairId === repairId)!.key;
    const sent = await mechanic.ok('alertMessageSend', { alertKey, channel: 'cloud' });
    expect(sent).toMatchObject({ outboxId: expect.any(String), handled: { outcome: 'contacted', byId: mechanic.userId } });
    expect(await outboxRow(sent.outboxId!)).toMatchObject({
      repairId,
      templateKey: 'alert.repairUncollected',
      templateName: 'bike_waiting',
      status: 'queued',
    });
    await server.whatsappSender.tick();
    expect(fake.received.at(-1)!.body.template.name).toBe('bike_waiting');
    expect((await shop.admin.ok('repairEventsList', { repairId })).events.at(-1)).toMatchObject({
      data: { kind: 'message', channel: 'cloud', templateKey: 'alert.repairUncollected', outboxId: sent.outboxId },
      delivery: 'sent',
    });
  });
});

describe('the WhatsApp webhook', () => {
  it('answers Meta’s subscription check with the challenge, only for the verify token', async () => {
    const check = (token: string) =>
      fetch(
        `${server.url}${WHATSAPP_WEBHOOK_PATH}?hub.mode=subscribe&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1158201444`,
      );
    const good = await check(VERIFY_TOKEN);
    expect(good.status).toBe(200);
    expect(await good.text()).toBe('1158201444');
    expect((await check('another token')).status).toBe(403);
  });

  it('moves a message to delivered and read, never back, and refuses a bad signature', async () => {
    const outboxId = await sendFinished(await repairOf(shop));
    await server.whatsappSender.tick();
    const { providerMessageId } = await outboxRow(outboxId);

    const forged = await webhook(statusNotification(providerMessageId!, 'read'), whatsAppSignature('{}', APP_SECRET));
    expect(forged.status).toBe(401);
    expect((await webhook(statusNotification(providerMessageId!, 'read'), 'sha256=00')).status).toBe(401);
    expect((await outboxRow(outboxId)).status).toBe('sent');

    expect((await webhook(statusNotification(providerMessageId!, 'delivered'))).status).toBe(200);
    expect((await outboxRow(outboxId)).status).toBe('delivered');
    await webhook(statusNotification(providerMessageId!, 'read'));
    expect((await outboxRow(outboxId)).status).toBe('read');
    // Late and out of order: delivered, sent and failed after read change nothing.
    for (const late of ['delivered', 'sent', 'failed'])
      await webhook(statusNotification(providerMessageId!, late, [{ code: 131026, title: 'x' }]));
    expect(await outboxRow(outboxId)).toMatchObject({ status: 'read', lastError: '' });
    // A message Rueda does not know is accepted and ignored.
    expect((await webhook(statusNotification('wamid.unknown', 'delivered'))).status).toBe(200);
  });

  it('records a failure the webhook reports for a message not yet delivered', async () => {
    const outboxId = await sendFinished(await repairOf(shop));
    await server.whatsappSender.tick();
    const { providerMessageId } = await outboxRow(outboxId);
    await webhook(statusNotification(providerMessageId!, 'failed', [{ code: 131026, title: 'Message undeliverable' }]));
    expect(await outboxRow(outboxId)).toMatchObject({ status: 'failed', lastError: '131026 Message undeliverable' });
  });
});
