// docs/product.md §20.3: the WhatsApp message of a customer alert (§14). Writing to the customer handles
// the alert as contacted by the sender, and a message about a repair joins its history, in one transaction.
// Against PostgreSQL through the HTTP API, on the server's movable clock.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CallResult } from './http-client.ts';
import type { TestServer } from './test-server.ts';
import { INTAKE, startTwoWorkshopServer, type Caller, type Workshop } from './workshop-fixture.ts';

const DAY = 24 * 60 * 60 * 1000;

let server: TestServer;
let shop: Workshop;
let other: Workshop;
let mechanic: Caller;

beforeAll(async () => {
  ({ server, shop, other, mechanic } = await startTwoWorkshopServer());
});
afterAll(async () => server?.close());
afterEach(() => server.clock.reset());

function errorOf(answer: CallResult): { status: string; fields?: string[] } {
  const details = (answer.body.error?.details ?? {}) as { fields?: { field: string }[] };
  return { status: answer.body.error?.status ?? `HTTP ${answer.status}`, fields: details.fields?.map((issue) => issue.field) };
}

/** A repair of the workshop finished eight days ago: its customer's alert is open. */
async function uncollected(workshop: Workshop): Promise<{ repairId: string; alertKey: string }> {
  const repair = await workshop.admin.ok('repairsCreate', {
    ...INTAKE,
    customer: { ...INTAKE.customer, name: 'Marta', surname: 'Iglesias' },
  });
  await workshop.admin.ok('repairsUpdateStatus', { id: repair.id, status: 'finished' });
  server.clock.advance(8 * DAY);
  const { alerts } = await workshop.admin.ok('alertsList', {});
  const alert = alerts.find((item) => item.repairId === repair.id)!;
  return { repairId: repair.id, alertKey: alert.key };
}

describe('an alert’s message', () => {
  it('fills the reason’s message in, records the link opened in the repair’s history and handles the alert', async () => {
    const { repairId, alertKey } = await uncollected(shop);
    const prepared = await mechanic.ok('alertMessagePrepare', { alertKey });
    expect(prepared).toMatchObject({ templateKey: 'alert.repairUncollected', language: 'es', to: '+34600111222', phoneProblem: null });
    expect(prepared.body).toBe(
      'Hola Marta, tu Orbea Orca sigue esperándote en el taller. Puedes recogerla en nuestro horario: lunes–viernes 9:00–14:00 y 16:00–20:00; sábado 10:00–14:00.\nTaller de prueba',
    );
    const sent = await mechanic.ok('alertMessageSend', { alertKey, channel: 'link', body: prepared.body });
    expect(sent).toMatchObject({ eventId: expect.any(String), outboxId: null, handled: { outcome: 'contacted', byId: mechanic.userId } });
    const { events } = await shop.admin.ok('repairEventsList', { repairId });
    expect(events.find((event) => event.id === sent.eventId)).toMatchObject({
      actor: { userId: mechanic.userId },
      data: { kind: 'message', channel: 'link', templateKey: 'alert.repairUncollected', body: prepared.body },
    });
    const { alerts } = await shop.admin.ok('alertsList', { includeHandled: true });
    expect(alerts.find((item) => item.key === alertKey)!.handled).toMatchObject({ outcome: 'contacted', byId: mechanic.userId });
    // Handled: no second message for it.
    const again = await mechanic.call('alertMessageSend', { alertKey, channel: 'link', body: 'Hola' });
    expect(errorOf(again)).toMatchObject({ status: 'NOT_FOUND', fields: ['alertKey'] });
  });

  it('answers another workshop’s alert, or a made-up one, as not found, and handles nothing', async () => {
    const theirs = await uncollected(other);
    for (const alertKey of [theirs.alertKey, 'repairUncollected:nope:2026-01-01T00:00:00.000Z']) {
      expect(errorOf(await mechanic.call('alertMessagePrepare', { alertKey }))).toMatchObject({
        status: 'NOT_FOUND',
        fields: ['alertKey'],
      });
      const send = await mechanic.call('alertMessageSend', { alertKey, channel: 'link', body: 'Hola' });
      expect(errorOf(send)).toMatchObject({ status: 'NOT_FOUND' });
    }
    expect((await other.admin.ok('alertsList', {})).alerts.find((item) => item.key === theirs.alertKey)!.handled).toBeNull();
    expect(errorOf(await mechanic.send('alertMessageSend', { alertKey: theirs.alertKey, channel: 'link' }))).toMatchObject({
      status: 'INVALID_ARGUMENT',
      fields: ['body'],
    });
  });

  it('refuses the Cloud API without it configured, and leaves the alert open', async () => {
    const { alertKey } = await uncollected(shop);
    const answer = await mechanic.call('alertMessageSend', { alertKey, channel: 'cloud' });
    expect(answer.body.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'not-configured' } });
    expect((await shop.admin.ok('alertsList', {})).alerts.find((item) => item.key === alertKey)!.handled).toBeNull();
  });
});
