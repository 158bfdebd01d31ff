// What the tests of several workshops share (docs/product.md §32): an account joining another workshop through the
// mailed invitation, as a person does, a chain of given workshops, and a refusal read as its status, reason and fields.
import type { WorkshopRole } from '@rueda/domain';
import { expect } from 'vitest';
import { workshopUsers } from '../src/db/schema.ts';
import type { CallResult, TestClient } from './http-client.ts';
import type { TestServer } from './test-server.ts';
import { lastMailTo, newAccount, type Workshop } from './workshop-fixture.ts';

/** A refused call's status (or HTTP status), reason and named fields. */
export function errorOf(answer: CallResult): { status: string; reason?: string; fields?: { field: string }[] } {
  const details = (answer.body.error?.details ?? {}) as { reason?: string; fields?: { field: string }[] };
  return { status: answer.body.error?.status ?? `HTTP ${answer.status}`, reason: details.reason, fields: details.fields };
}

/** `client`, signed in as `email`, joins `workshop` with `role` through the mailed link, and works in it from then on. */
export async function joinByInvitation(server: TestServer, workshop: Workshop, client: TestClient, email: string, role: WorkshopRole) {
  await workshop.admin.ok('teamInvite', { email, role });
  const token = /join#([A-Za-z0-9_-]+)/.exec((await lastMailTo(server, email))?.text ?? '')?.[1];
  const answer = await client.call('teamInvitationAccept', { token: token! }, { token: await client.idToken() });
  expect(answer.status).toBe(200);
  return answer.body.result!;
}

/** A new account that made a workshop of its own at onboarding (its admin): the account, and the workshop's id. */
export async function ownerWithWorkshop(server: TestServer, name: string) {
  const owner = await newAccount(server);
  const made = await owner.client.call('onboardingComplete', { name, starterCatalogue: false }, { token: await owner.client.idToken() });
  expect(made.status).toBe(200);
  return { owner, workshopId: made.body.result!.workshop!.id };
}

/**
 * docs/product.md §32.2: a chain of the workshops given, the first its head office, made by a new account that is an
 * admin of each (a direct row, as a workshop's other members are in workshop-fixture.ts) and works in the first. The
 * workshops' own admins administer no chain.
 */
export async function chainOfWorkshops(server: TestServer, name: string, [head, ...others]: [Workshop, ...Workshop[]]) {
  const owner = await newAccount(server);
  await server.database.db
    .insert(workshopUsers)
    .values([head, ...others].map((workshop) => ({ userId: owner.userId, workshopId: workshop.id, role: 'admin' as const })));
  await owner.caller.ok('accountWorkshopSwitch', { workshopId: head.id });
  await owner.caller.renewToken();
  const made = await owner.caller.ok('chainsCreate', { name });
  for (const workshop of others) await owner.caller.ok('chainsAddWorkshop', { workshopId: workshop.id });
  return { owner, chainId: made.chain!.id };
}
