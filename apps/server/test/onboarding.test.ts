// docs/product.md §2: onboarding creates the workshop, its mechanics and the trial in one call; the next ID
// token carries the workshop claims.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mechanics, workshops, workshopUsers } from '../src/db/schema.ts';
import { Access } from '../src/functions/access.ts';
import { defineCallable } from '../src/functions/define-function.ts';
import { TestClient } from './http-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
const probes = [
  defineCallable('probeUse', {
    input: z.unknown(),
    output: z.unknown(),
    access: Access.permission('workshop.use'),
    handler: async () => 'ok',
  }),
  defineCallable('probeImport', {
    input: z.unknown(),
    output: z.unknown(),
    access: Access.permission('repairs.import'),
    handler: async () => 'ok',
  }),
  defineCallable('probeManageSubscription', {
    input: z.unknown(),
    output: z.unknown(),
    access: Access.permission('subscription.manage', { withoutSubscription: true }),
    handler: async () => 'ok',
  }),
];

beforeAll(async () => {
  server = await startTestServer({ env: { TRIAL_DAYS: '14' }, extraFunctions: probes });
});
afterAll(async () => server?.close());

async function newAccount() {
  const client = new TestClient(server.url);
  expect((await client.signUp(`owner-${randomUUID().slice(0, 8)}@example.com`, 'a good long password', 'Pablo')).status).toBe(200);
  return client;
}

const WIZARD = {
  name: 'Bicis Pablo',
  address: 'Rúa do Porto 3, Vigo',
  phone: '+34 986 000 000',
  taxId: 'B12345678',
  currency: { symbol: '€', name: 'eur' },
  mechanics: [{ name: 'Ana' }, { name: 'Luis' }],
};

describe('accountGet', () => {
  it('answers a new account as not onboarded, with no workshop', async () => {
    const client = await newAccount();
    const answer = await client.call('accountGet', null, { token: await client.idToken() });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({
      onboardingCompleted: false,
      role: null,
      workshop: null,
      isTrialing: false,
      isFree: false,
      name: 'Pablo',
    });
  });

  it('needs sign-in', async () => {
    expect((await new TestClient(server.url).call('accountGet', null)).status).toBe(401);
  });
});

describe('onboardingComplete', () => {
  it('creates the workshop with its mechanics, starts the trial and makes the caller admin', async () => {
    const client = await newAccount();
    const before = Date.now();
    const answer = await client.call('onboardingComplete', WIZARD, { token: await client.idToken() });
    expect(answer.status).toBe(200);
    const account = answer.body.result as {
      onboardingCompleted: boolean;
      role: string;
      isTrialing: boolean;
      workshop: { id: string; currency: unknown; trialEndsAt: string };
    };
    expect(account).toMatchObject({ onboardingCompleted: true, role: 'admin', isTrialing: true, subscriptionStatus: 'trialing' });
    expect(account.workshop.currency).toEqual({ symbol: '€', name: 'EUR' });
    const trialMs = new Date(account.workshop.trialEndsAt).getTime() - before;
    expect(trialMs).toBeGreaterThan(13.9 * 24 * 3600 * 1000);
    expect(trialMs).toBeLessThan(14.1 * 24 * 3600 * 1000);

    const names = await server.database.db
      .select({ name: mechanics.name, active: mechanics.active })
      .from(mechanics)
      .where(eq(mechanics.workshopId, account.workshop.id));
    expect(names.map((row) => row.name).sort()).toEqual(['Ana', 'Luis']);
    expect(names.every((row) => row.active)).toBe(true);

    expect(decodeJwt(await client.idToken())).toMatchObject({
      roles: ['workshop'],
      workshop: { role: 'admin', uid: account.workshop.id, active: false, trial: true, free: false },
    });
  });

  it('takes the defaults: € EUR and no mechanics', async () => {
    const client = await newAccount();
    const answer = await client.call('onboardingComplete', { name: 'Taller Mínimo' }, { token: await client.idToken() });
    expect(answer.status).toBe(200);
    expect((answer.body.result as { workshop: { currency: unknown } }).workshop.currency).toEqual({ symbol: '€', name: 'EUR' });
  });

  it('cannot be done twice', async () => {
    const client = await newAccount();
    const token = await client.idToken();
    expect((await client.call('onboardingComplete', WIZARD, { token })).status).toBe(200);
    const again = await client.call('onboardingComplete', { ...WIZARD, name: 'Otro taller' }, { token });
    expect(again.status).toBe(409);
    expect(again.body.error?.status).toBe('ABORTED');
  });

  it('refuses bad input field by field and writes nothing', async () => {
    const client = await newAccount();
    const countBefore = (await server.database.db.select().from(workshops)).length;
    const answer = await client.call(
      'onboardingComplete',
      { name: '', phone: 'call me', currency: { symbol: '€', name: 'EURO' }, mechanics: [{ name: '' }] },
      { token: await client.idToken() },
    );
    expect(answer.status).toBe(400);
    const fields = (answer.body.error?.details as { fields: { field: string }[] }).fields.map((issue) => issue.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'phone', 'currency.name', 'mechanics.0.name']));
    expect((await server.database.db.select().from(workshops)).length).toBe(countBefore);
  });

  it('needs sign-in', async () => {
    expect((await new TestClient(server.url).call('onboardingComplete', WIZARD)).status).toBe(401);
  });
});

describe('role and subscription checks on workshop functions', () => {
  it('follow docs/roles.md and need active, trial or free beyond the subscription functions', async () => {
    const client = await newAccount();
    const answer = await client.call('onboardingComplete', WIZARD, { token: await client.idToken() });
    const { workshop, userId } = answer.body.result as { workshop: { id: string }; userId: string };
    let token = await client.idToken();
    expect((await client.send('probeUse', null, { token })).status).toBe(200);
    expect((await client.send('probeImport', null, { token })).status).toBe(200);

    await server.database.db.update(workshops).set({ subscriptionStatus: 'expired' }).where(eq(workshops.id, workshop.id));
    token = await client.idToken();
    const refused = await client.send('probeUse', null, { token });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.details).toEqual({ reason: 'subscription-required' });
    expect((await client.send('probeManageSubscription', null, { token })).status).toBe(200);

    await server.database.db.update(workshops).set({ isFree: true }).where(eq(workshops.id, workshop.id));
    await server.database.db.update(workshopUsers).set({ role: 'mechanic' }).where(eq(workshopUsers.userId, userId));
    token = await client.idToken();
    expect((await client.send('probeUse', null, { token })).status).toBe(200);
    const mechanic = await client.send('probeImport', null, { token });
    expect(mechanic.status).toBe(403);
    expect(mechanic.body.error?.details).toEqual({ reason: 'role' });
    expect((await client.send('probeManageSubscription', null, { token })).status).toBe(403);
  });
});
