// docs/product.md §20.3: WhatsApp messages by click-to-chat link, the channel without the Cloud API. The workshop's
// texts per key and language, the repair's message filled in the customer's language, the wa.me link, the history
// event with who sent it, roles and another workshop's ids. Against PostgreSQL through the HTTP API.
import { DEFAULT_MESSAGING_SETTINGS, defaultTemplate, type FunctionInput } from '@rueda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallResult } from './http-client.ts';
import type { TestServer } from './test-server.ts';
import { startTwoWorkshopServer, type Caller, type Workshop } from './workshop-fixture.ts';

let server: TestServer;
let shop: Workshop;
let other: Workshop;
let mechanic: Caller;

beforeAll(async () => {
  ({ server, shop, other, mechanic } = await startTwoWorkshopServer());
});
afterAll(async () => server?.close());

function errorOf(answer: CallResult): { status: string; reason?: string; fields?: string[] } {
  const details = (answer.body.error?.details ?? {}) as { reason?: string; fields?: { field: string }[] };
  return {
    status: answer.body.error?.status ?? `HTTP ${answer.status}`,
    reason: details.reason,
    fields: details.fields?.map((issue) => issue.field),
  };
}

/** A repair of a customer of the workshop (Marta, es, with consent unless said), with a pack and a chain. */
async function repairOf(
  workshop: Workshop,
  customer: Partial<FunctionInput<'customersCreate'>> = {},
): Promise<{ repairId: string; customerId: string }> {
  const made = await workshop.admin.ok('customersCreate', { name: 'Marta', surname: 'Iglesias', phone: '600 111 222', ...customer });
  const repair = await workshop.admin.ok('repairsCreate', {
    customer: { id: made.id },
    bike: { manufacturer: 'Orbea', model: 'Orca' },
    services: { packs: [{ id: 'pack-basic' }], maintenances: [{ id: 'm-chain', quantity: 2 }] },
  });
  return { repairId: repair.id, customerId: made.id };
}

describe('the repair’s message by link', () => {
  it('fills the status’s message in the customer’s language, with the number in E.164 and the wa.me link', async () => {
    const { repairId } = await repairOf(shop, { language: 'pt', phone: '+351 912 345 678' });
    await shop.admin.ok('repairsUpdateStatus', { id: repairId, status: 'finished' });
    const prepared = await mechanic.ok('repairMessagePrepare', { repairId });
    expect(prepared).toMatchObject({
      templateKey: 'status.finished',
      language: 'pt',
      customerName: 'Marta Iglesias',
      to: '+351912345678',
      phoneProblem: null,
      hasConsent: false,
      isCloudAvailable: false,
      cloudUnavailableReason: 'not-configured',
    });
    expect(prepared.body.replace(/\s/g, ' ')).toBe(
      'Olá Marta, a sua Orbea Orca está pronta! O total é 59,00 €. Pode levantá-la no nosso horário: segunda-feira–sexta-feira 9:00–14:00 e 16:00–20:00; sábado 10:00–14:00. Taller de prueba',
    );
    expect(prepared.waMeUrl).toBe(`https://wa.me/351912345678?text=${encodeURIComponent(prepared.body)}`);
  });

  it('takes the message asked for, and the workshop’s own wording of it', async () => {
    const { repairId } = await repairOf(shop);
    await shop.admin.ok('messageTemplatesUpdate', { key: 'status.delivered', language: 'es', body: '¡Gracias, {{name}}! {{workshop}}' });
    const prepared = await mechanic.ok('repairMessagePrepare', { repairId, templateKey: 'status.delivered' });
    expect(prepared).toMatchObject({
      templateKey: 'status.delivered',
      language: 'es',
      to: '+34600111222',
      body: '¡Gracias, Marta! Taller de prueba',
    });
    await shop.admin.ok('messageTemplatesUpdate', { key: 'status.delivered', language: 'es', body: null });
  });

  it('records the link opened in the repair’s history with who opened it, as edited', async () => {
    const { repairId } = await repairOf(shop);
    const sent = await mechanic.ok('repairMessageSend', {
      repairId,
      templateKey: 'estimate',
      channel: 'link',
      body: 'Hola Marta, ¿te va bien mañana?',
    });
    expect(sent.outboxId).toBeNull();
    const { events } = await shop.admin.ok('repairEventsList', { repairId });
    const event = events.find((item) => item.id === sent.eventId);
    expect(event).toMatchObject({
      actor: { userId: mechanic.userId, name: 'Staff' },
      data: {
        kind: 'message',
        channel: 'link',
        templateKey: 'estimate',
        language: 'es',
        to: '+34600111222',
        body: 'Hola Marta, ¿te va bien mañana?',
      },
    });
    expect(event!.delivery).toBeUndefined();
  });

  it('says why there is no number, and refuses to record a message to nobody', async () => {
    const { repairId: noPhone } = await repairOf(shop, { phone: '', name: 'Sin teléfono' });
    expect(await mechanic.ok('repairMessagePrepare', { repairId: noPhone })).toMatchObject({
      to: null,
      phoneProblem: 'no-phone',
      waMeUrl: null,
    });
    const { repairId: wrong } = await repairOf(shop, { phone: '100 200 300' });
    expect(await mechanic.ok('repairMessagePrepare', { repairId: wrong })).toMatchObject({ to: null, phoneProblem: 'invalid-phone' });
    const refused = await mechanic.call('repairMessageSend', { repairId: wrong, templateKey: 'estimate', channel: 'link', body: 'Hola' });
    expect(errorOf(refused)).toMatchObject({ status: 'FAILED_PRECONDITION', reason: 'invalid-phone' });
    // Nothing recorded, not even a repair link for a message that cannot be sent.
    expect((await shop.admin.ok('repairEventsList', { repairId: wrong })).events).toEqual([]);
  });

  it('reads numbers with the workshop’s country', async () => {
    const { repairId } = await repairOf(shop, { phone: '912 345 678' });
    expect((await mechanic.ok('repairMessagePrepare', { repairId })).to).toBe('+34912345678');
    await shop.admin.ok('messagingSettingsUpdate', { ...DEFAULT_MESSAGING_SETTINGS, country: 'PT' });
    expect((await mechanic.ok('repairMessagePrepare', { repairId })).to).toBe('+351912345678');
    await shop.admin.ok('messagingSettingsUpdate', DEFAULT_MESSAGING_SETTINGS);
  });

  it('answers another workshop’s repair as one that does not exist, and writes nothing there', async () => {
    const { repairId } = await repairOf(other);
    expect(errorOf(await mechanic.call('repairMessagePrepare', { repairId }))).toMatchObject({ status: 'NOT_FOUND' });
    const send = await mechanic.call('repairMessageSend', { repairId, templateKey: 'estimate', channel: 'link', body: 'Hola' });
    expect(errorOf(send)).toMatchObject({ status: 'NOT_FOUND' });
    expect((await other.admin.ok('repairEventsList', { repairId })).events).toEqual([]);
  });

  it('refuses bad input naming the field', async () => {
    const { repairId } = await repairOf(shop);
    expect(errorOf(await mechanic.send('repairMessagePrepare', { repairId, templateKey: 'status.unknown' }))).toMatchObject({
      status: 'INVALID_ARGUMENT',
      fields: ['templateKey'],
    });
    expect(errorOf(await mechanic.send('repairMessageSend', { repairId, templateKey: 'estimate', channel: 'link' }))).toMatchObject({
      status: 'INVALID_ARGUMENT',
      fields: ['body'],
    });
    expect(
      errorOf(await mechanic.send('repairMessageSend', { repairId, templateKey: 'estimate', channel: 'fax', body: 'x' })),
    ).toMatchObject({
      status: 'INVALID_ARGUMENT',
      fields: ['channel'],
    });
  });
});

describe('the workshop’s messages and settings', () => {
  it('lists every message in both languages, default or edited, and goes back to the default', async () => {
    const before = await shop.admin.ok('messageTemplatesGet', null);
    // Eleven messages (TEMPLATE_KEYS), each in Spanish and Portuguese.
    expect(before.templates).toHaveLength(22);
    expect(before.settings).toEqual(DEFAULT_MESSAGING_SETTINGS);
    expect(before.isCloudConfigured).toBe(false);
    const edited = await shop.admin.ok('messageTemplatesUpdate', {
      key: 'estimate',
      language: 'pt',
      body: 'Orçamento: {{total}} {{link}}',
    });
    expect(edited).toMatchObject({ key: 'estimate', language: 'pt', body: 'Orçamento: {{total}} {{link}}', isDefault: false });
    const after = await shop.admin.ok('messageTemplatesGet', null);
    expect(after.templates.find((item) => item.key === 'estimate' && item.language === 'pt')).toMatchObject({ isDefault: false });
    expect(after.templates.find((item) => item.key === 'estimate' && item.language === 'es')).toMatchObject({ isDefault: true });
    const restored = await shop.admin.ok('messageTemplatesUpdate', { key: 'estimate', language: 'pt', body: null });
    expect(restored).toMatchObject({ isDefault: true, body: defaultTemplate('estimate', 'pt') });
  });

  it('refuses an unknown placeholder, a mistyped one and an empty text, naming the body', async () => {
    for (const body of ['Hola {{nombre}}', 'Hola {{name}', '  ', 'Total {{total}}']) {
      const key = body.includes('total') ? 'alert.suspensionDue' : 'status.confirmed';
      const answer = await shop.admin.call('messageTemplatesUpdate', { key, language: 'es', body });
      expect(errorOf(answer), body).toMatchObject({ status: 'INVALID_ARGUMENT', fields: ['body'] });
    }
    expect((await shop.admin.ok('messageTemplatesGet', null)).templates.every((item) => item.isDefault)).toBe(true);
  });

  it('saves the settings, refusing a bad template name by its field', async () => {
    const settings: FunctionInput<'messagingSettingsUpdate'> = {
      country: 'PT',
      proposeOnStatus: ['finished'],
      cloudTemplates: { 'status.finished': 'bike_ready' },
      cloudLanguages: { es: 'es', pt: 'pt_BR' },
    };
    expect(await shop.admin.ok('messagingSettingsUpdate', settings)).toEqual(settings);
    expect((await shop.admin.ok('messageTemplatesGet', null)).settings).toEqual(settings);
    // Every member reads them, for the Notify button.
    expect(await mechanic.ok('messagingSettingsGet', null)).toEqual({ settings, isCloudConfigured: false });
    const bad = await shop.admin.send('messagingSettingsUpdate', { ...settings, cloudTemplates: { 'status.finished': 'Bike Ready' } });
    expect(errorOf(bad)).toMatchObject({ status: 'INVALID_ARGUMENT', fields: ['cloudTemplates.status.finished'] });
    await shop.admin.ok('messagingSettingsUpdate', DEFAULT_MESSAGING_SETTINGS);
  });

  it('lets admins and managers edit them, not mechanics; another workshop keeps its own', async () => {
    const manager = await shop.member('manager');
    await manager.ok('messageTemplatesUpdate', { key: 'status.confirmed', language: 'es', body: 'Confirmado, {{name}}.' });
    for (const answer of [
      await mechanic.call('messageTemplatesGet', null),
      await mechanic.call('messageTemplatesUpdate', { key: 'status.confirmed', language: 'es', body: 'x' }),
      await mechanic.call('messagingSettingsUpdate', DEFAULT_MESSAGING_SETTINGS),
    ])
      expect(errorOf(answer)).toMatchObject({ status: 'PERMISSION_DENIED', reason: 'role' });
    const theirs = await other.admin.ok('messageTemplatesGet', null);
    expect(theirs.templates.find((item) => item.key === 'status.confirmed' && item.language === 'es')).toMatchObject({ isDefault: true });
    await manager.ok('messageTemplatesUpdate', { key: 'status.confirmed', language: 'es', body: null });
  });
});
