// Which address links and round trips carry with PUBLIC_URL unset (http/addresses.ts): the test server runs as an
// installation without PUBLIC_URL on http://127.0.0.1:<port>. A checkout returns to the address the payer used when
// it names this machine; a Host header naming any other place is not believed.
import http from 'node:http';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddresses } from '../src/http/addresses.ts';
import { ADDRESS, CARDS, localPay } from './billing-fixture.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, INTAKE, seedCatalogue } from './workshop-fixture.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

/** A function call whose Host header is `host` (fetch would not send one of our choosing). */
function callWithHost(host: string, name: string, data: unknown, token: string): Promise<{ status: number; body: { result?: unknown } }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: `/api/functions/${name}` }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, body: JSON.parse(text) as { result?: unknown } }));
    });
    request.on('error', reject);
    request.setHeader('host', host);
    request.setHeader('content-type', 'application/json');
    request.setHeader('authorization', `Bearer ${token}`);
    request.end(JSON.stringify({ data }));
  });
}

async function checkoutFrom(host: string) {
  const shop = await createWorkshop(server, 'Ciclos Marta');
  const answer = await callWithHost(host, 'callablesCreateCheckoutSession', { planId: 'workshop-pro' }, await shop.admin.token());
  expect(answer.status).toBe(200);
  const { sessionId, url } = answer.body.result as { sessionId: string; url: string };
  const paid = await localPay(server).completeCheckout(sessionId, CARDS.succeeds, ADDRESS);
  return { url, successUrl: paid.status === 'complete' ? paid.successUrl : null };
}

describe('the checkout’s return with PUBLIC_URL unset', () => {
  it('comes back to the address the payer used: a payment made at localhost returns to localhost', async () => {
    const { port } = new URL(server.url);
    const { url, successUrl } = await checkoutFrom(`localhost:${port}`);
    expect(url).toMatch(new RegExp(`^http://localhost:${port}/pay/checkout/`));
    expect(successUrl).toMatch(new RegExp(`^http://localhost:${port}/subscription/success\\?session_id=`));
  });

  it('does not believe a Host that is not this machine, nor this machine on another port', async () => {
    const { port } = new URL(server.url);
    for (const host of ['evil.example', `evil.example:${port}`, 'localhost:1']) {
      const { url, successUrl } = await checkoutFrom(host);
      expect(url.startsWith(`${server.url}/pay/checkout/`), host).toBe(true);
      expect(successUrl!.startsWith(`${server.url}/subscription/success`), host).toBe(true);
    }
  });
});

/** This machine's first address on a network (the container's, a laptop's Wi-Fi): what a phone beside it would use. */
const networkAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

describe('links sent to customers with PUBLIC_URL unset', () => {
  it.skipIf(!networkAddress)('carry the address the staff member uses when it is not this machine only', async () => {
    const { port } = new URL(server.url);
    const shop = await createWorkshop(server, 'Ciclos Marta');
    await seedCatalogue(server, shop.id);
    const repair = await shop.admin.ok('repairsCreate', { ...INTAKE, mechanics: [shop.mechanicIds[0]!] });
    const token = await shop.admin.token();
    const fromNetwork = await callWithHost(`${networkAddress}:${port}`, 'repairLinkGet', { repairId: repair.id }, token);
    expect((fromNetwork.body.result as { url: string }).url).toMatch(new RegExp(`^http://${networkAddress}:${port}/r/`));
    // From this machine itself, the link can only be the configured one, and the app is told to warn.
    const fromHere = await callWithHost(`127.0.0.1:${port}`, 'repairLinkGet', { repairId: repair.id }, token);
    expect((fromHere.body.result as { url: string }).url).toMatch(new RegExp(`^${server.url}/r/`));
    const config = async (host: string) => (await server.app.inject({ method: 'GET', url: '/api/config', headers: { host } })).json();
    expect(await config(`127.0.0.1:${port}`)).toMatchObject({ linksOnlyHere: server.url });
    expect(await config(`${networkAddress}:${port}`)).toMatchObject({ linksOnlyHere: null });
    expect(await config('evil.example')).toMatchObject({ linksOnlyHere: server.url });
  });
});

describe('createAddresses', () => {
  const machine = () => ({ hostnames: ['taller', 'taller.local'], addresses: ['192.168.1.20', '127.0.0.1'] });
  const unset = createAddresses({ configured: undefined, publicUrl: 'http://localhost:8080', trustedOrigins: [], machine });
  const request = (host: string, headers: Record<string, string> = { host }, protocol = 'http') =>
    ({ host, protocol, headers, socket: {} }) as Parameters<typeof unset.originOf>[0];

  it('believes this machine’s names and addresses on Rueda’s port, nothing else', () => {
    expect(unset.originOf(request('192.168.1.20:8080'))).toBe('http://192.168.1.20:8080');
    expect(unset.originOf(request('taller.local:8080'))).toBe('http://taller.local:8080');
    expect(unset.originOf(request('127.0.0.1:8080'))).toBe('http://127.0.0.1:8080');
    expect(unset.originOf(request('192.168.1.99:8080'))).toBeUndefined();
    expect(unset.originOf(request('192.168.1.20:9999'))).toBeUndefined();
    expect(unset.originOf(request('evil.example'))).toBeUndefined();
  });

  it('takes the address a trusted proxy forwarded (Fastify gives it as request.host only then)', () => {
    const forwarded = request('taller.example.com', { host: '127.0.0.1:8080', 'x-forwarded-host': 'taller.example.com' }, 'https');
    expect(unset.originOf(forwarded)).toBe('https://taller.example.com');
  });

  it('sends customers’ links to the staff member’s address unless it is this machine only; round trips always return there', () => {
    expect(unset.forLinks('http://192.168.1.20:8080')).toBe('http://192.168.1.20:8080');
    expect(unset.forLinks('http://127.0.0.1:8080')).toBe('http://localhost:8080');
    expect(unset.forLinks(undefined)).toBe('http://localhost:8080');
    expect(unset.roundTrip('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(unset.roundTrip(undefined)).toBe('http://localhost:8080');
  });

  // better-auth skips its origin check under tests (NODE_ENV=test), so the origins it is given are checked here.
  it('lets sign-in answer a browser at this machine’s other addresses, never another origin', () => {
    const from = (origin: string) => new Request('http://127.0.0.1:8080/api/auth/sign-out', { method: 'POST', headers: { origin } });
    expect(unset.sameMachineOrigins(from('http://192.168.1.20:8080'))).toEqual(['http://192.168.1.20:8080']);
    expect(unset.sameMachineOrigins(from('http://taller.local:8080'))).toEqual(['http://taller.local:8080']);
    expect(unset.sameMachineOrigins(from('http://evil.example'))).toEqual([]);
    expect(unset.sameMachineOrigins(from('http://192.168.1.20:9999'))).toEqual([]);
  });

  it('uses PUBLIC_URL for everything once it is set', () => {
    const set = createAddresses({
      configured: 'https://taller.example.com/',
      publicUrl: 'https://taller.example.com',
      trustedOrigins: [],
      machine,
    });
    expect(set.forLinks('http://192.168.1.20:8080')).toBe('https://taller.example.com');
    expect(set.roundTrip('http://127.0.0.1:8080')).toBe('https://taller.example.com');
    expect(set.sameMachineOrigins(new Request('https://taller.example.com/', { headers: { origin: 'http://192.168.1.20:8080' } }))).toEqual(
      [],
    );
  });
});
