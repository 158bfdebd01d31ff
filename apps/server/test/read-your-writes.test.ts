// docs/product.md §25.2 (decision 055): two instances on one PostgreSQL, as behind a round-robin balancer. Every
// write made through one instance is in the very next read through the other: the repairs list (kept in memory on
// each instance), a repair, and the customers list (indexed in memory). 1,000 write-then-read pairs alternate
// between the instances: create, update, status, payment and delete, each read at once through the other. Instance
// B hears the other's announcements late, as over a busy network (its change feed goes through a link that holds
// what PostgreSQL sends for a while): only the versions read with each cached read keep its answers fresh.
import { createServer, connect, type Server } from 'node:net';
import type { FunctionInput, FunctionName, FunctionOutput, TRepairSummary } from '@rueda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, type CallResult } from './http-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, INTAKE, seedCatalogue, type Workshop } from './workshop-fixture.ts';

const PAIRS = 1_000;

/** How long the slow link holds what PostgreSQL sends to B's change feed. */
const FEED_DELAY_MS = 250;

let a: TestServer;
let b: TestServer;
let link: Server;
let shop: Workshop;

/**
 * A TCP link to PostgreSQL that passes what the client sends at once and holds what the server sends for `delayMs`.
 * PostgreSQL is reached as `target` says: the embedded one's socket directory (its `host` parameter), or a host and port.
 */
async function slowLink(target: URL, delayMs: number): Promise<Server> {
  const port = Number(target.port || 5432);
  const socketDir = target.searchParams.get('host');
  const server = createServer((client) => {
    const upstream = socketDir?.startsWith('/') ? connect({ path: `${socketDir}/.s.PGSQL.${port}` }) : connect(port, target.hostname);
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => setTimeout(() => client.writable && client.write(chunk), delayMs));
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', () => setTimeout(end, delayMs)).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** The admin's calls through one instance. */
function through(server: TestServer) {
  const client = new TestClient(server.url);
  return {
    async call<N extends FunctionName>(name: N, data: FunctionInput<N>): Promise<CallResult<FunctionOutput<N>>> {
      return client.call(name, data, { token: await shop.admin.token() });
    },
    async ok<N extends FunctionName>(name: N, data: FunctionInput<N>): Promise<FunctionOutput<N>> {
      const answer = await this.call(name, data);
      if (answer.status !== 200) throw new Error(`${name} answered ${answer.status}: ${JSON.stringify(answer.body.error)}`);
      return answer.body.result!;
    },
  };
}

beforeAll(async () => {
  a = await startTestServer();
  const database = new URL(a.database.pool.options.connectionString!);
  link = await slowLink(database, FEED_DELAY_MS);
  const address = link.address() as { port: number };
  const feed = new URL(database);
  feed.hostname = '127.0.0.1';
  feed.port = String(address.port);
  feed.searchParams.delete('host');
  b = await startTestServer({ sameDatabaseAs: a, changeFeedUrl: feed.toString() });
  shop = await createWorkshop(a, 'Taller de Dos Instancias');
  await seedCatalogue(a, shop.id);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  link?.close();
});

describe('read-your-writes across instances', () => {
  it(`shows every write in the next read through the other instance (${PAIRS} pairs)`, async () => {
    const instances = [through(a), through(b)];
    // Both instances keep the lists in memory from the start.
    for (const instance of instances) {
      await instance.ok('repairsList', {});
      await instance.ok('customersList', {});
    }
    const stale: string[] = [];
    const listed = async (reader: (typeof instances)[number], id: string): Promise<TRepairSummary | undefined> =>
      (await reader.ok('repairsList', {})).repairs.find((repair) => repair.id === id);

    let pair = 0;
    let round = 0;
    while (pair < PAIRS) {
      round += 1;
      const next = () => {
        const writer = instances[pair % 2]!;
        const reader = instances[(pair + 1) % 2]!;
        pair += 1;
        return { writer, reader };
      };
      // Create: the repair and its new customer.
      let { writer, reader } = next();
      const name = `Cliente ${round}`;
      const created = await writer.ok('repairsCreate', { ...INTAKE, customer: { ...INTAKE.customer, name, surname: `R${round}` } });
      if (!(await listed(reader, created.id))) stale.push(`create ${round}: list`);
      const customers = await reader.ok('customersList', { search: `R${round}` });
      if (!customers.some((customer) => customer.name === name)) stale.push(`create ${round}: customers`);
      // Update: the priority.
      ({ writer, reader } = next());
      const updated = await writer.ok('repairsUpdate', {
        id: created.id,
        expectedLastUpdate: created.lastUpdate,
        changes: { priority: 7 },
      });
      if ((await listed(reader, created.id))?.priority !== 7) stale.push(`update ${round}: list`);
      if ((await reader.ok('repairsGet', { id: created.id })).repair.lastUpdate !== updated.lastUpdate) stale.push(`update ${round}: get`);
      // Status.
      ({ writer, reader } = next());
      await writer.ok('repairsUpdateStatus', { id: created.id, status: 'inProgress' });
      if ((await listed(reader, created.id))?.status !== 'inProgress') stale.push(`status ${round}: list`);
      // Payment.
      ({ writer, reader } = next());
      await writer.ok('repairsSetPayment', { id: created.id, payment: 'paid' });
      if ((await listed(reader, created.id))?.payment !== 'paid') stale.push(`payment ${round}: list`);
      // Delete.
      ({ writer, reader } = next());
      await writer.ok('repairsDelete', { id: created.id });
      if (await listed(reader, created.id)) stale.push(`delete ${round}: list`);
      if ((await reader.call('repairsGet', { id: created.id })).status !== 404) stale.push(`delete ${round}: get`);
    }
    expect(stale).toEqual([]);
    // 3,000 calls through two instances: about 25 s alone, more beside the suite's heavier files (a liveness bound, not a measure).
  }, 240_000);
});
