import { completeOnboarding, getAccount } from '../../services/accounts.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * docs/product.md §2: the onboarding wizard's one call. Creates the workshop, its mechanics and the trial, and
 * makes the caller its admin; the web app then fetches a new ID token to get the workshop claims.
 */
export const onboardingComplete = defineFunction('onboardingComplete', {
  // Any signed-in account without a workshop; completeOnboarding refuses one that has a workshop.
  access: Access.signedIn,
  handler: async (input, { db, user, clock, trialDays }) => {
    await completeOnboarding(db, user.id, user.sessionId, input, { now: clock(), trialDays });
    return getAccount(db, user.id, user.sessionId, clock());
  },
});
