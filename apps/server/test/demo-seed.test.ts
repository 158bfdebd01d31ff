import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user, workshops, workshopUsers } from '../src/db/schema.ts';
import { DEMO_EMAIL, demoSignIn, seedDemoWorkshop } from '../src/seed/demo-workshop.ts';
import { TestClient } from './http-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe('the demo workshop', () => {
  it('is seeded on the first run only, with an admin who signs in and holds the workshop claims', async () => {
    const { db } = server.database;
    await seedDemoWorkshop(db, server.auth, undefined);
    const first = await demoSignIn(db, undefined);
    expect(first?.email).toBe(DEMO_EMAIL);
    expect(first?.password).toMatch(/^[\w-]{16}$/);

    // A later start with DEMO_PASSWORD set changes nothing: the seed ran already.
    await seedDemoWorkshop(db, server.auth, 'another-password');
    expect(await db.select().from(workshops)).toHaveLength(1);
    expect((await demoSignIn(db, 'another-password'))?.password).toBe(first?.password);

    const client = new TestClient(server.url);
    expect((await client.signIn(DEMO_EMAIL, first!.password!)).status).toBe(200);
    const payload = JSON.parse(Buffer.from((await client.idToken()).split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(payload).toMatchObject({ roles: ['workshop'], workshop: { role: 'admin', free: true } });

    const [membership] = await db.select().from(workshopUsers).innerJoin(user, eq(user.id, workshopUsers.userId)).where(eq(user.email, DEMO_EMAIL));
    expect(membership?.workshop_users.onboardingCompleted).toBe(true);
  });

  it('stops printing a password once its owner changed it', async () => {
    const { db } = server.database;
    const client = new TestClient(server.url);
    const before = await demoSignIn(db, undefined);
    await client.signIn(DEMO_EMAIL, before!.password!);
    expect((await client.auth('change-password', { currentPassword: before!.password!, newPassword: 'the owner chose this' })).status).toBe(200);
    expect(await demoSignIn(db, undefined)).toEqual({ email: DEMO_EMAIL, password: undefined });
  });
});
