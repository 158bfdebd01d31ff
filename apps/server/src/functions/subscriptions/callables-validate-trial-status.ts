import { FunctionError } from '@rueda/domain';
import { userTrial } from '../../data/trial.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §7: the trial of the caller's workshop (Rueda's own, started at onboarding); the app then refreshes its token. */
export const callablesValidateTrialStatus = defineFunction('callablesValidateTrialStatus', {
  // Any signed-in account, about itself only: the payload names the user, the token decides who it may be.
  access: Access.signedIn,
  handler: async ({ userId }, { db, user, clock }) => {
    if (userId !== user.id) throw new FunctionError('permission-denied', 'You may only read your own trial.', { reason: 'other-user' });
    const trial = await userTrial(db, user.id, clock());
    return {
      isTrialing: trial.isTrialing,
      isExpired: trial.isExpired,
      isFirebaseTrial: true,
      trialStarted: trial.trialStarted,
      trialEnds: trial.trialEnds,
      daysRemaining: trial.daysRemaining,
    };
  },
});
