// docs/product.md §32.2: a chain of workshops. An owner admin of two shops makes the first a chain's head office and
// adds the second; a shop she is not admin of cannot be added; a member who administers no chain reads none of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { workshops } from '../src/db/schema.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, newAccount, type Workshop } from './workshop-fixture.ts';
import { errorOf, joinByInvitation, ownerWithWorkshop } from './chain-fixture.ts';

let server: TestServer;
let owner: Awaited<ReturnType<typeof newAccount>>;
let centreId: string;
let beach: Workshop;
let outsider: Workshop;

/** The owner's session moves to `workshopId`; answers a token naming it. */
async function workIn(workshopId: string): Promise<string> {
  await owner.client.call('accountWorkshopSwitch', { workshopId }, { token: await owner.client.idToken() });
  return owner.client.idToken();
}

const chainOf = async (workshopId: string) =>
  (await server.database.db.select({ chainId: workshops.chainId }).from(workshops).where(eq(workshops.id, workshopId)))[0]?.chainId;

beforeAll(async () => {
  server = await startTestServer();
  ({ owner, workshopId: centreId } = await ownerWithWorkshop(server, 'Bicis Centro'));
  beach = await createWorkshop(server, 'Bicis Playa');
  outsider = await createWorkshop(server, 'Taller ajeno');
  await joinByInvitation(server, beach, owner.client, owner.email, 'admin');
});
afterAll(async () => {
  await server?.close();
});

describe('a chain', () => {
  it('is made by a workshop’s admin, with the workshop as head office and the admin as its administrator', async () => {
    let token = await workIn(centreId);
    expect((await owner.client.call('chainsGet', null, { token })).body.result).toEqual({ chain: null, isChainAdmin: false });
    expect(errorOf(await owner.client.send('chainsCreate', { name: ' ' }, { token }))).toMatchObject({
      status: 'INVALID_ARGUMENT',
      fields: [{ field: 'name' }],
    });
    expect(await chainOf(centreId)).toBeNull();

    const made = (await owner.client.call('chainsCreate', { name: 'Bicis Norte y Sur' }, { token })).body.result!;
    expect(made).toMatchObject({
      isChainAdmin: true,
      chain: {
        name: 'Bicis Norte y Sur',
        headWorkshopId: centreId,
        sharesCustomers: false,
        workshops: [{ id: centreId, name: 'Bicis Centro', isHeadOffice: true }],
        admins: [{ userId: owner.userId, email: owner.email }],
      },
    });
    expect(errorOf(await owner.client.call('chainsCreate', { name: 'Otra' }, { token }))).toMatchObject({
      status: 'FAILED_PRECONDITION',
      reason: 'already-in-chain',
    });

    // The second shop, of which she is admin too, joins it; the head office stays first.
    const joined = (await owner.client.call('chainsAddWorkshop', { workshopId: beach.id }, { token })).body.result!;
    expect(joined.chain?.workshops).toEqual([
      { id: centreId, name: 'Bicis Centro', isHeadOffice: true },
      { id: beach.id, name: 'Bicis Playa', isHeadOffice: false },
    ]);
    expect(await chainOf(beach.id)).toBe(made.chain!.id);
    expect(errorOf(await owner.client.call('chainsAddWorkshop', { workshopId: beach.id }, { token }))).toMatchObject({
      reason: 'already-in-chain',
    });
    // Seen from the other shop too, and the account says it administers the chain there.
    token = await workIn(beach.id);
    expect((await owner.client.call('chainsGet', null, { token })).body.result?.chain?.id).toBe(made.chain!.id);
    expect((await owner.client.call('accountGet', null, { token })).body.result?.isChainAdmin).toBe(true);
  });

  it('takes no workshop its administrator is not the admin of, and tells nothing of it', async () => {
    const token = await workIn(centreId);
    for (const workshopId of [outsider.id, 'no-such-workshop'])
      expect(errorOf(await owner.client.call('chainsAddWorkshop', { workshopId }, { token }))).toMatchObject({
        status: 'NOT_FOUND',
        reason: 'not-a-member',
        fields: [{ field: 'workshopId' }],
      });
    expect(await chainOf(outsider.id)).toBeNull();
    expect(errorOf(await owner.client.send('chainsAddWorkshop', { workshopId: '' }, { token }))).toMatchObject({
      status: 'INVALID_ARGUMENT',
      fields: [{ field: 'workshopId' }],
    });
  });

  it('is read only by its administrators and its workshops’ admins; others change nothing of it', async () => {
    const member = await newAccount(server);
    await joinByInvitation(server, beach, member.client, member.email, 'manager');
    const token = await member.client.idToken();
    expect((await member.client.call('chainsGet', null, { token })).body.result).toEqual({ chain: null, isChainAdmin: false });
    expect((await member.client.call('accountGet', null, { token })).body.result?.isChainAdmin).toBe(false);
    expect(errorOf(await member.client.call('chainsAddWorkshop', { workshopId: outsider.id }, { token }))).toMatchObject({
      status: 'PERMISSION_DENIED',
      reason: 'not-chain-admin',
    });
    expect(errorOf(await member.client.call('chainsCreate', { name: 'Mía' }, { token }))).toMatchObject({
      status: 'PERMISSION_DENIED',
      reason: 'role',
    });
    // The outside shop's admin: no chain, and the chain's workshops are not hers to add.
    const outside = await outsider.admin.ok('chainsGet', null);
    expect(outside).toEqual({ chain: null, isChainAdmin: false });
    expect(errorOf(await outsider.admin.call('chainsAddWorkshop', { workshopId: beach.id }))).toMatchObject({ reason: 'not-chain-admin' });
    expect(await chainOf(outsider.id)).toBeNull();
  });
});
