// The subscription's test support: the test cards typed as a payer types them, a billing address, and a
// checkout paid through the local provider's own operations (its pages come later), as decision 014 runs it.
import type { TBillingAddress, TypedCard } from '@rueda/domain';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { expect } from 'vitest';
import { readNotifications } from '../src/data/notifications.ts';
import { workshops } from '../src/db/schema.ts';
import type { TestServer } from './test-server.ts';
import type { Caller, Workshop } from './workshop-fixture.ts';

const card = (number: string): TypedCard => ({ number, expMonth: 12, expYear: 2034, cvc: '123' });

/** packages/domain/src/billing/cards.ts, with the spaces a payer types. */
export const CARDS = {
  succeeds: card('4242 4242 4242 4242'),
  declined: card('4000 0000 0000 0002'),
  requiresAction: card('4000 0025 0000 3155'),
  declinesRenewals: card('4000 0000 0000 0341'),
  /** A real-looking card (passes Luhn): declined in test mode. */
  notTestCard: card('5105 1051 0510 5100'),
};

export const ADDRESS: TBillingAddress = {
  name: 'Taller de prueba S.L.',
  line1: 'Calle Mayor 1',
  line2: '',
  postalCode: '28013',
  city: 'Madrid',
  country: 'ES',
  taxId: 'B12345678',
};

export const DAY_MS = 24 * 60 * 60 * 1000;

export function localPay(server: TestServer) {
  const local = server.billing.local;
  if (!local) throw new Error('these tests run on the local payments provider');
  return local;
}

/**
 * Leaves the workshop a day of trial: too little to keep (docs/product.md §4 "Subscribing during the trial"),
 * so a checkout opened now charges at once, as one after the trial does.
 */
export async function trialEndingSoon(server: TestServer, shop: Workshop) {
  const soon = new Date(server.clock.now().getTime() + DAY_MS);
  await server.database.db.update(workshops).set({ trialEndsAt: soon }).where(eq(workshops.id, shop.id));
}

/** A checkout of the default plan, charged at once (trialEndingSoon), paid with `payWith` and confirmed by the admin. */
export async function subscribe(server: TestServer, shop: Workshop, payWith: TypedCard = CARDS.succeeds) {
  await trialEndingSoon(server, shop);
  const { sessionId } = await shop.admin.ok('callablesCreateCheckoutSession', { planId: 'workshop-pro' });
  const paid = await localPay(server).completeCheckout(sessionId, payWith, ADDRESS);
  expect(paid.status).toBe('complete');
  expect(await shop.admin.ok('callablesConfirmCheckoutSession', { sessionId })).toEqual({ success: true });
  return sessionId;
}

/** The workshop claim of a token issued now (the claims are read from the database at issue time). */
export async function workshopClaim(caller: Caller) {
  await caller.renewToken();
  return decodeJwt(await caller.token()).workshop as { active: boolean; trial: boolean; free: boolean };
}

export function notificationsOf(server: TestServer, workshopId: string) {
  return readNotifications(server.database.db, workshopId);
}

/** Moves the server's clock to just after `instant` and runs the billing scheduler once. */
export async function tickAfter(server: TestServer, instant: string | Date, extraMs = 1_000) {
  const target = new Date(instant).getTime() + extraMs;
  const offset = target - server.clock.now().getTime();
  if (offset > 0) server.clock.advance(offset);
  return server.scheduler.tick();
}
