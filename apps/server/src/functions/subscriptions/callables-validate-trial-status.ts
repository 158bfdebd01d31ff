import { FunctionError } from '@rueda/domain';
import { workshopTrial } from '../../data/trial.ts';
import { resolveWorkshopInUse } from '../../services/workshop-in-use.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §7: the trial of the caller's workshop (Rueda's own, started at onboarding); the app then refreshes its token. */
export const callablesValidateTrialStatus = defineFunction('callablesValidateTrialStatus', {
  // Any signed-in account, about itself only: the payload names the user, the token decides who it may be.
  access: Access.signedIn,
  handler: async ({ userId }, { db, user, clock }) => {
    if (userId !== user.id) throw new FunctionError('permission-denied', 'You may only read your own trial.', { reason: 'other-user' });
    // docs/product.md §32.1: the trial of the workshop the session works in.
    const { inUse } = await resolveWorkshopInUse(db, user.id, user.sessionId);
    const trial = await workshopTrial(db, inUse?.workshopId ?? null, clock());
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
