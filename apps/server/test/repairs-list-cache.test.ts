// docs/decisions/006-repairs-list-cache.md over HTTP: kept repairsList answers follow every write, on
// this instance and on another sharing the database, and go gzip-compressed to clients that accept it.
import { ZRepairsListOutputSchema, type TRepairsListOutput } from '@rueda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawCall } from './http-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { INTAKE, startWorkshopServer, type Workshop } from './workshop-fixture.ts';

let server: TestServer;
let shop: Workshop;

beforeAll(async () => {
  ({ server, shop } = await startWorkshopServer());
  // A list long enough to be worth compressing.
  for (let count = 0; count < 6; count += 1) await shop.admin.ok('repairsCreate', INTAKE);
});
afterAll(async () => server?.close());

async function list(input: Record<string, unknown> = {}): Promise<TRepairsListOutput> {
  return ZRepairsListOutputSchema.parse(await shop.admin.ok('repairsList', input));
}

describe('repairsList answers kept in memory (docs/decisions/006-repairs-list-cache.md)', () => {
  it('shows a write at once on the same instance', async () => {
    const cached = await list({ limit: 5 });
    const again = await list({ limit: 5 });
    expect(again).toEqual(cached);
    await shop.admin.ok('repairsCreate', INTAKE);
    expect((await list({ limit: 5 })).total).toBe(cached.total + 1);
  });

  it('shows a write made through another instance once its notification arrives', async () => {
    const other = await startTestServer({ sameDatabaseAs: server });
    try {
      const before = await list({ limit: 3 });
      // The other instance answers the same, and keeps it.
      const viaOther = async () =>
        ZRepairsListOutputSchema.parse(
          (
            await rawCall(other.url, 'repairsList', JSON.stringify({ data: { limit: 3 } }), {
              'content-type': 'application/json',
              authorization: `Bearer ${await shop.admin.token()}`,
            })
          ).body.result,
        );
      expect((await viaOther()).total).toBe(before.total);
      const notified = new Promise<string>((resolve) => other.repairLists.onInvalidate(resolve));
      await shop.admin.ok('repairsCreate', INTAKE);
      expect(await notified).toBe(shop.id);
      expect((await viaOther()).total).toBe(before.total + 1);
    } finally {
      await other.close();
    }
  });
});

describe('a kept list goes compressed to clients that accept brotli or gzip', () => {
  it('answers the same repairs, brotli, gzip or neither', async () => {
    const request = async (encoding: string) =>
      fetch(`${server.url}/api/functions/repairsList`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': encoding, authorization: `Bearer ${await shop.admin.token()}` },
        body: JSON.stringify({ data: { limit: 20 } }),
      });
    const brotli = await request('gzip, deflate, br');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i);
    const gzipped = await request('gzip, deflate');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    const plain = await request('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const answer = await plain.json();
    expect(await gzipped.json()).toEqual(answer);
    expect(await brotli.json()).toEqual(answer);
  });
});
