// The local provider's pages are counted per client address (decision 015): reads and posts apart,
// each over a minute; past the limit a 429 with Retry-After, a page for a read and JSON for a post.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getPay, postPay } from './pay-fixture.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const READS = 5;
const POSTS = 3;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { PAY_GETS_PER_MINUTE_PER_IP: String(READS), PAY_POSTS_PER_MINUTE_PER_IP: String(POSTS) } });
});
afterAll(async () => server?.close());

/** A client behind a trusted proxy (the test's loopback connection) that names its address. */
const from = (address: string) => ({ 'x-forwarded-for': address });

it(`lets one address post ${POSTS} times a minute, then answers 429 with Retry-After`, async () => {
  for (let n = 0; n < POSTS; n += 1) expect((await postPay(server, '/pay/confirm', {}, from('203.0.113.7'))).status).toBe(400);
  const refused = await postPay(server, '/pay/confirm', {}, from('203.0.113.7'));
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  expect(refused.json.error?.code).toBe('resource-exhausted');
  // Reads are counted apart, and so is another address.
  expect((await getPay(server, '/pay/local.js', from('203.0.113.7'))).status).toBe(200);
  expect((await postPay(server, '/pay/confirm', {}, from('198.51.100.20'))).status).toBe(400);
});

it(`lets one address read ${READS} times a minute, then answers with a page saying so`, async () => {
  for (let n = 0; n < READS; n += 1)
    expect((await getPay(server, '/pay/checkout/cs_AAAAAAAAAAAAAAAAAAAAAAAA', from('203.0.113.8'))).status).toBe(404);
  const refused = await getPay(server, '/pay/assets/pay.css', from('203.0.113.8'));
  expect(refused.status).toBe(429);
  expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(refused.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(refused.text).toContain('Demasiadas solicitudes');
  // The rest of Rueda is not counted.
  expect((await getPay(server, '/api/config', from('203.0.113.8'))).status).toBe(200);
});
