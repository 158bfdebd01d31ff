// docs/verifactu.md §6–§7: a Spanish workshop's VERI*FACTU records sent to the local service that answers as the AEAT
// does: accepted in chain order with each answer stored; the AEAT's TiempoEsperaEnvio waited; a record that does not
// chain to the last one accepted refused with its code; a service that does not answer, or refuses the whole send,
// leaves the records pending with the error; an answer lost after the AEAT kept the records; two instances that never
// send a record twice; and, in production without a certificate, nothing sent. verifactu-local-aeat.test.ts tries the
// local service's other codes.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainOf } from '../src/data/verifactu-records.ts';
import { verifactuLocalAeatRecords } from '../src/db/schema.ts';
import { freePort } from '../src/db/embedded-postgres.ts';
import { parseEnv } from '../src/lib/env.ts';
import { LOCAL_AEAT_PATH, verifactuSendingOf } from '../src/verifactu/sending-config.ts';
import { createVerifactuSender } from '../src/verifactu/sender.ts';
import { soapBodyOf, soapFaultXml } from '../src/verifactu/soap.ts';
import { standaloneXml } from '../src/verifactu/xml-read.ts';
import { validateVerifactuXml } from '../src/verifactu/xsd-validate.ts';
import { SALES_SETTINGS } from './isolation-payloads.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { startTwoWorkshopServer, type Workshop } from './workshop-fixture.ts';

let server: TestServer;
let shop: Workshop;
let other: Workshop;
const OTHER_NIF = 'A39200019';
/** The local service's TiempoEsperaEnvio. */
const WAIT_MS = 60_000;

beforeAll(async () => {
  ({ server, shop, other } = await startTwoWorkshopServer());
  await shop.admin.ok('salesTaxSettingsUpdate', SALES_SETTINGS);
  await other.admin.ok('salesTaxSettingsUpdate', { ...SALES_SETTINGS, legalName: 'Ciclos Norte SL', taxId: OTHER_NIF });
});
afterAll(() => server?.close());

const issue = (workshop: Workshop = shop) =>
  workshop.admin.ok('salesInvoicesIssue', { kind: 'simplified', lines: [{ description: 'Parche', quantity: 1, priceCents: 1210 }] });
const recordsOf = (workshop: Workshop = shop, nif: string = SALES_SETTINGS.taxId) => chainOf(server.database.db, workshop.id, nif);
/** Sets another instance's clock to this server's, as instances on one system's time are. */
const syncClock = (instance: TestServer) => instance.clock.advance(server.clock.now().getTime() - instance.clock.now().getTime());
const pendingOf = async (workshop?: Workshop, nif?: string) =>
  (await recordsOf(workshop, nif)).filter((record) => record.sendState === 'pending');

/** An HTTP server in front of the local service: it sees every request and answer, may hold or drop them. */
interface Proxy {
  url: string;
  requests: string[];
  answers: string[];
  mode: 'forward' | 'drop-answer' | 'fault';
  delayMs: number;
  close(): Promise<void>;
}

async function startProxy(): Promise<Proxy> {
  const proxy: Proxy = { url: '', requests: [], answers: [], mode: 'forward', delayMs: 0, close: async () => {} };
  const http: Server = createServer((request, reply) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      proxy.requests.push(body);
      if (proxy.mode === 'fault') {
        reply.writeHead(500, { 'content-type': 'text/xml' }).end(soapFaultXml('Server', 20009, 'Error interno en el servidor'));
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, proxy.delayMs));
      const answer = await fetch(`${server.url}${LOCAL_AEAT_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8' },
        body,
      });
      const text = await answer.text();
      proxy.answers.push(text);
      if (proxy.mode === 'drop-answer') request.socket.destroy();
      else reply.writeHead(answer.status, { 'content-type': 'text/xml; charset=utf-8' }).end(text);
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(http.address() as AddressInfo).port}${LOCAL_AEAT_PATH}`;
  proxy.close = () => new Promise((resolve) => http.close(() => resolve()));
  return proxy;
}

/** The invoices' numbers a request carried, in its order. */
const numbersSent = (request: string) =>
  [...request.matchAll(/<sum1:IDFactura><sum1:IDEmisorFactura>[^<]+<\/sum1:IDEmisorFactura><sum1:NumSerieFactura>([^<]+)</g)].map(
    (match) => match[1],
  );

describe('sending to the local service', () => {
  it('sends the pending records in chain order and stores each one’s answer: accepted, with the CSV, once', async () => {
    const issued = [await issue(), await issue(), await issue()];
    const before = server.clock.now();
    const report = await server.verifactuSender.tick();
    const after = server.clock.now();
    expect(report).toMatchObject({ sent: 1, failed: 0, records: { accepted: 3, refused: 0, pending: 0 } });
    const records = await recordsOf();
    expect(records.map((record) => record.documentId)).toEqual(issued.map((document) => document.id));
    for (const record of records) {
      expect(record).toMatchObject({ sendState: 'accepted', attempts: 1 });
      expect(record.sentAt!.getTime()).toBeGreaterThanOrEqual(before.getTime());
      expect(record.sentAt!.getTime()).toBeLessThanOrEqual(after.getTime());
      expect(record.lastAnswer).toMatchObject({
        outcome: 'answered',
        EstadoEnvio: 'Correcto',
        EstadoRegistro: 'Correcto',
        CSV: expect.stringMatching(/^A-/),
      });
    }
    // The service's chain head is the last record sent.
    const kept = await server.database.db
      .select()
      .from(verifactuLocalAeatRecords)
      .where(eq(verifactuLocalAeatRecords.issuerNif, SALES_SETTINGS.taxId));
    expect(kept.map((row) => row.huella)).toEqual(records.map((record) => record.huella));
    expect((await server.verifactuSender.tick()).sent).toBe(0);
  });

  it('waits the TiempoEsperaEnvio the answer gave before sending that issuer’s next records', async () => {
    // A sender whose clock stands still between moves, to try the wait's last millisecond.
    let now = new Date(server.clock.now().getTime() + WAIT_MS);
    const transport = { endpoint: `${server.url}${LOCAL_AEAT_PATH}`, timeoutMs: 30_000 };
    const sender = createVerifactuSender({ db: server.database.db, clock: () => now, transport, log: () => {} });
    await issue();
    expect(await sender.tick()).toMatchObject({ sent: 1, records: { accepted: 1 } });
    await issue();
    expect((await sender.tick()).sent).toBe(0);
    now = new Date(now.getTime() + WAIT_MS - 1);
    expect((await sender.tick()).sent).toBe(0);
    expect(await pendingOf()).toHaveLength(1);
    now = new Date(now.getTime() + 1);
    expect(await sender.tick()).toMatchObject({ sent: 1, records: { accepted: 1 } });
    expect(await pendingOf()).toEqual([]);
    // The server's own clock, behind this one's, catches up with the wait it left.
    server.clock.advance(3 * WAIT_MS);
  });

  it('a record that does not chain to the last one the AEAT accepted is refused with its code, and so is the one after it', async () => {
    const [first] = [await issue(other)];
    await server.verifactuSender.tick();
    expect((await recordsOf(other, OTHER_NIF))[0]).toMatchObject({ documentId: first!.id, sendState: 'accepted' });
    // Another billing system sends a record for the same NIF: the AEAT's chain head is no longer Rueda's.
    await server.database.db.insert(verifactuLocalAeatRecords).values({
      issuerNif: OTHER_NIF,
      numSerie: 'OTRO-1',
      issueDate: '01-12-2026',
      operation: 'Alta',
      huella: 'A'.repeat(64),
      state: 'Correcta',
      requestId: 'otro',
      acceptedAt: server.clock.now(),
    });
    await issue(other);
    await issue(other);
    server.clock.advance(WAIT_MS);
    expect(await server.verifactuSender.tick()).toMatchObject({ sent: 1, records: { accepted: 0, refused: 2 } });
    const [, second, third] = await recordsOf(other, OTHER_NIF);
    for (const record of [second!, third!]) {
      expect(record).toMatchObject({ sendState: 'refused', attempts: 1 });
      expect(record.lastAnswer).toMatchObject({
        EstadoEnvio: 'Incorrecto',
        EstadoRegistro: 'Incorrecto',
        CodigoErrorRegistro: 1269,
        DescripcionErrorRegistro: 'El bloque Registro Anterior no esta informado correctamente.',
      });
    }
    // A refused record is not sent again.
    server.clock.advance(WAIT_MS);
    expect((await server.verifactuSender.tick()).sent).toBe(0);
  });

  it('a service that does not answer leaves the records pending with the error; they go after the wait', async () => {
    const closedPort = await freePort();
    const unreachable = await startTestServer({
      sameDatabaseAs: server,
      env: { VERIFACTU_ENDPOINT: `http://127.0.0.1:${closedPort}${LOCAL_AEAT_PATH}` },
    });
    try {
      server.clock.advance(WAIT_MS);
      syncClock(unreachable);
      await issue();
      expect(await unreachable.verifactuSender.tick()).toMatchObject({ sent: 0, failed: 1, records: { pending: 1 } });
      const [record] = await pendingOf();
      expect(record).toMatchObject({ attempts: 1, sentAt: null });
      expect(record!.lastAnswer).toMatchObject({ outcome: 'unanswered', error: expect.stringContaining('ECONNREFUSED') });
      // A minute before the next try, from any instance.
      expect((await server.verifactuSender.tick()).sent).toBe(0);
      server.clock.advance(WAIT_MS);
      expect(await server.verifactuSender.tick()).toMatchObject({ sent: 1, records: { accepted: 1 } });
      expect((await recordsOf()).at(-1)).toMatchObject({ sendState: 'accepted', attempts: 2 });
    } finally {
      await unreachable.close();
    }
  });

  describe('through a proxy that sees every message', () => {
    let proxy: Proxy;
    let a: TestServer;
    let b: TestServer;
    beforeAll(async () => {
      proxy = await startProxy();
      const start = () => startTestServer({ sameDatabaseAs: server, env: { VERIFACTU_ENDPOINT: proxy.url } });
      [a, b] = await Promise.all([start(), start()]);
      syncClock(a);
      syncClock(b);
    });
    afterAll(async () => {
      await Promise.all([a?.close(), b?.close()]);
      await proxy?.close();
    });
    const moveAll = (ms: number) => {
      for (const instance of [server, a, b]) instance.clock.advance(ms);
    };

    it('a send refused whole (a SOAP fault) leaves the records pending with the fault’s code', async () => {
      moveAll(WAIT_MS);
      await issue();
      proxy.mode = 'fault';
      expect(await a.verifactuSender.tick()).toMatchObject({ failed: 1, records: { pending: 1 } });
      const [record] = await pendingOf();
      expect(record!.lastAnswer).toMatchObject({
        outcome: 'fault',
        code: 20009,
        faultstring: 'Codigo[20009].Error interno en el servidor',
      });
      proxy.mode = 'forward';
      moveAll(WAIT_MS);
      expect(await a.verifactuSender.tick()).toMatchObject({ sent: 1, records: { accepted: 1 } });
    });

    it('an answer lost after the AEAT kept the records: sent again, the AEAT’s duplicate (3000) marks them accepted', async () => {
      moveAll(WAIT_MS);
      await issue();
      proxy.mode = 'drop-answer';
      expect(await a.verifactuSender.tick()).toMatchObject({ failed: 1 });
      proxy.mode = 'forward';
      moveAll(WAIT_MS);
      expect(await a.verifactuSender.tick()).toMatchObject({ sent: 1, records: { accepted: 1 } });
      const record = (await recordsOf()).at(-1)!;
      expect(record).toMatchObject({ sendState: 'accepted', attempts: 2 });
      expect(record.lastAnswer).toMatchObject({
        EstadoRegistro: 'Incorrecto',
        CodigoErrorRegistro: 3000,
        RegistroDuplicado: { EstadoRegistroDuplicado: 'Correcta' },
      });
    });

    it('two instances sending at once never send a record twice, and every record is accepted in order', async () => {
      proxy.requests.length = 0;
      proxy.answers.length = 0;
      // Each send holds its chain for a while, so the other instance's pass meets it.
      proxy.delayMs = 150;
      let skipped = 0;
      for (let round = 0; round < 4; round += 1) {
        moveAll(WAIT_MS);
        await Promise.all([issue(), issue(), issue(other)]);
        const reports = await Promise.all([a.verifactuSender.tick(), b.verifactuSender.tick()]);
        skipped += reports[0].skipped + reports[1].skipped;
      }
      proxy.delayMs = 0;
      const sent = proxy.requests.flatMap(numbersSent);
      expect(sent.length).toBeGreaterThan(0);
      expect(new Set(sent).size).toBe(sent.length);
      expect(skipped).toBeGreaterThan(0);
      expect(await pendingOf()).toEqual([]);
      const ours = await recordsOf();
      expect(ours.every((record) => record.sendState === 'accepted' && record.attempts <= 2)).toBe(true);
      expect(proxy.answers.join('')).not.toContain('<tikR:CodigoErrorRegistro>3000<');
    });

    it('answers valid against RespuestaSuministro.xsd', async () => {
      expect(proxy.answers.length).toBeGreaterThan(0);
      for (const answer of proxy.answers.slice(0, 3)) {
        const result = await validateVerifactuXml(standaloneXml(answer, soapBodyOf(answer)), 'RespuestaSuministro.xsd');
        expect(result.errors).toEqual([]);
        expect(result.valid).toBe(true);
      }
    });
  });
});

describe('in production without a certificate', () => {
  it('sends nothing, says so, and the records stay pending', async () => {
    const sending = await verifactuSendingOf(parseEnv({ NODE_ENV: 'production' }), server.url);
    expect(sending).toMatchObject({
      transport: null,
      warning: true,
      notice: expect.stringContaining('VERIFACTU_CERTIFICATE_FILE is not set'),
    });
    server.clock.advance(WAIT_MS);
    await issue();
    const sender = createVerifactuSender({ db: server.database.db, clock: server.clock.now, transport: sending.transport, log: () => {} });
    expect(await sender.tick()).toMatchObject({ sent: 0, failed: 0 });
    expect(await pendingOf()).toHaveLength(1);
  });
});
