// The trial's maths at its edges (docs/product.md §4: days left rounded up, never negative; a trial whose
// end has passed is expired), as callablesValidateTrialStatus and the details answer it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, type Workshop } from './workshop-fixture.ts';
import { DAY_MS } from './billing-fixture.ts';

let server: TestServer;
let shop: Workshop;
let trialEnds: string;

beforeAll(async () => {
  server = await startTestServer();
  shop = await createWorkshop(server);
  trialEnds = (await shop.admin.ok('callablesValidateTrialStatus', { userId: shop.admin.userId })).trialEnds!;
});
afterAll(async () => server?.close());

function moveClockTo(instant: number) {
  server.clock.advance(instant - server.clock.now().getTime());
}

const trialOf = () => shop.admin.ok('callablesValidateTrialStatus', { userId: shop.admin.userId });

describe('the trial', () => {
  it('starts at onboarding for TRIAL_DAYS (14) days', async () => {
    const trial = await trialOf();
    expect(trial).toMatchObject({ isTrialing: true, isExpired: false, isFirebaseTrial: true, daysRemaining: 14 });
    expect(Date.parse(trial.trialEnds!) - Date.parse(trial.trialStarted!)).toBe(14 * DAY_MS);
  });

  it('counts a started day as a whole one: 13 days and a minute left is 14', async () => {
    moveClockTo(Date.parse(trialEnds) - 13 * DAY_MS - 60_000);
    expect((await trialOf()).daysRemaining).toBe(14);
  });

  it('has one day left in the last hour of the last day', async () => {
    moveClockTo(Date.parse(trialEnds) - 30 * 60_000);
    expect(await trialOf()).toMatchObject({ isTrialing: true, isExpired: false, daysRemaining: 1 });
    expect(await shop.admin.ok('callablesGetSubscriptionDetails', null)).toMatchObject({ isTrialing: true, trialDaysRemaining: 1 });
  });

  it('is expired just after its end, before the scheduler has run, with no days left', async () => {
    moveClockTo(Date.parse(trialEnds) + 1_000);
    expect(await trialOf()).toMatchObject({ isTrialing: false, isExpired: true, daysRemaining: 0 });
    expect(await shop.admin.ok('callablesGetSubscriptionDetails', null)).toMatchObject({
      active: false,
      isTrialing: false,
      subscriptionStatus: 'expired',
      trialDaysRemaining: 0,
      trialEnds,
    });
    // The scheduler records what the reading already says.
    expect((await server.scheduler.tick()).trialsEnded).toEqual([shop.id]);
    expect((await server.scheduler.tick()).trialsEnded).toEqual([]);
    expect(await trialOf()).toMatchObject({ isTrialing: false, isExpired: true, daysRemaining: 0 });
  });
});
