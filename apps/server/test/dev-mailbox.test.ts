// Decision 029: the development mailbox answers only this machine itself (a loopback peer and no forwarding
// header), unless DEV_MAILBOX=public. Requests come through Fastify's inject with the peer address set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';

const SECRET_LINK = 'http://127.0.0.1/auth/login?mode=resetPassword&oobCode=only-for-lucia';
const FAR_AWAY = '203.0.113.9';

let local: TestServer;
let open: TestServer;
/** An operator who trusts a proxy on another machine of the private network. */
let widened: TestServer;

beforeAll(async () => {
  local = await startTestServer();
  open = await startTestServer({ env: { DEV_MAILBOX: 'public' } });
  widened = await startTestServer({ env: { TRUST_PROXY: 'loopback,192.168.0.0/16' } });
  for (const server of [local, open, widened])
    await server.mailer.send({ to: 'lucia@example.com', subject: 'Restablecer contraseña', text: `Abre ${SECRET_LINK}`, html: '' });
});
afterAll(async () => {
  await local?.close();
  await open?.close();
  await widened?.close();
});

const ask = (server: TestServer, url: string, remoteAddress: string, forwardedFor?: string) =>
  server.app.inject({ method: 'GET', url, remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
/** A phone on the workshop's Wi-Fi. */
const SAME_NETWORK = '192.168.1.20';

describe('the development mailbox with DEV_MAILBOX unset', () => {
  it('shows the mails to a browser on this machine', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const page = await ask(local, '/dev/mailbox', address);
      expect(page.statusCode, address).toBe(200);
      expect(page.body).toContain('only-for-lucia');
    }
    const api = await ask(local, '/api/dev/mailbox', '127.0.0.1');
    expect(api.statusCode).toBe(200);
    expect(api.json<{ mails: { to: string }[] }>().mails).toEqual([expect.objectContaining({ to: 'lucia@example.com' })]);
  });

  it('answers a client on another machine with the 404 of a path that does not exist', async () => {
    const page = await ask(local, '/dev/mailbox', FAR_AWAY);
    expect(page.statusCode).toBe(404);
    expect(page.body).toBe('Not found');
    const api = await ask(local, '/api/dev/mailbox', FAR_AWAY);
    const missing = await ask(local, '/api/dev/no-such-thing', FAR_AWAY);
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: { status: 'NOT_FOUND', message: 'Nothing is at GET /api/dev/mailbox.' } });
    expect(api.headers['content-type']).toBe(missing.headers['content-type']);
    for (const answer of [page, api]) expect(answer.body).not.toMatch(/only-for-lucia|lucia@example\.com|mailbox answers/i);
    const head = await local.app.inject({ method: 'HEAD', url: '/dev/mailbox', remoteAddress: FAR_AWAY });
    expect(head.statusCode).toBe(404);
  });

  it('tells only this machine that the mailbox exists (the sign-in page links to it)', async () => {
    expect((await ask(local, '/api/config', '127.0.0.1')).json()).toMatchObject({ devMailbox: true });
    expect((await ask(local, '/api/config', FAR_AWAY)).json()).toMatchObject({ devMailbox: false });
    expect((await ask(open, '/api/config', FAR_AWAY)).json()).toMatchObject({ devMailbox: true });
  });

  it('refuses a distant client that a trusted proxy on this machine names in X-Forwarded-For', async () => {
    expect((await ask(local, '/dev/mailbox', '127.0.0.1', FAR_AWAY)).statusCode).toBe(404);
    expect((await ask(local, '/api/dev/mailbox', '127.0.0.1', `${FAR_AWAY}, 127.0.0.1`)).statusCode).toBe(404);
  });

  it('refuses every forwarded request, even one a proxy on this machine says came from this machine', async () => {
    expect((await ask(local, '/dev/mailbox', '127.0.0.1', '127.0.0.1')).statusCode).toBe(404);
    expect((await ask(local, '/api/dev/mailbox', '::1', '::1')).statusCode).toBe(404);
    const forwarded = { remoteAddress: '127.0.0.1', headers: { forwarded: 'for=127.0.0.1' } };
    expect((await local.app.inject({ method: 'GET', url: '/dev/mailbox', ...forwarded })).statusCode).toBe(404);
    expect((await local.app.inject({ method: 'GET', url: '/api/dev/mailbox', ...forwarded })).statusCode).toBe(404);
    expect((await local.app.inject({ method: 'GET', url: '/api/config', ...forwarded })).json()).toMatchObject({ devMailbox: false });
    expect((await ask(local, '/api/config', '127.0.0.1', '127.0.0.1')).json()).toMatchObject({ devMailbox: false });
  });

  it('does not believe a distant client that claims to be this machine', async () => {
    expect((await ask(local, '/dev/mailbox', FAR_AWAY, '127.0.0.1')).statusCode).toBe(404);
  });

  it('does not believe a phone on the private network that claims to be this machine', async () => {
    const page = await ask(local, '/dev/mailbox', SAME_NETWORK, '127.0.0.1');
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('only-for-lucia');
    expect((await ask(local, '/api/dev/mailbox', SAME_NETWORK, '127.0.0.1')).statusCode).toBe(404);
    expect((await ask(local, '/api/dev/mailbox', SAME_NETWORK, '::1')).statusCode).toBe(404);
    expect((await ask(local, '/api/config', SAME_NETWORK, '127.0.0.1')).json()).toMatchObject({ devMailbox: false });
  });

  it('does not believe it either where TRUST_PROXY trusts the private network', async () => {
    expect((await ask(widened, '/dev/mailbox', SAME_NETWORK, '127.0.0.1')).statusCode).toBe(404);
    expect((await ask(widened, '/api/dev/mailbox', SAME_NETWORK, '127.0.0.1')).statusCode).toBe(404);
    expect((await ask(widened, '/api/config', SAME_NETWORK, '127.0.0.1')).json()).toMatchObject({ devMailbox: false });
    expect((await ask(widened, '/dev/mailbox', '127.0.0.1')).statusCode).toBe(200);
  });
});

describe('the development mailbox with DEV_MAILBOX=public', () => {
  it('shows the mails to a client on another machine, as asked', async () => {
    const page = await ask(open, '/dev/mailbox', FAR_AWAY);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('only-for-lucia');
    expect((await ask(open, '/api/dev/mailbox', '127.0.0.1', FAR_AWAY)).statusCode).toBe(200);
  });
});
