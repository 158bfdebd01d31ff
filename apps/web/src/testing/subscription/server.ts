// A fake server for the subscription's tests: the auth server plus the subscription callables answering
// from in-memory state (src/testing/subscription-server.ts). A confirmed checkout makes the workshop's
// claims and account active, as the server's sync does (decision 014).
import type { TInvoice, TSubscriptionDetails, TWorkshopClaim } from '@rueda/domain';
import { ACTIVE_ADMIN, authServer, workshopAccount, type AuthServerOptions } from '@/testing/auth-server';
import { subscriptionFunctions } from '@/testing/subscription-server';

export interface SubscriptionServerOptions extends AuthServerOptions {
  details?: TSubscriptionDetails;
  invoices?: TInvoice[];
}

export const MECHANIC: TWorkshopClaim = { role: 'mechanic', uid: 'w1', active: true, trial: false, free: false };
export const EXPIRED_ADMIN: TWorkshopClaim = { role: 'admin', uid: 'w1', active: false, trial: false, free: false };

export function subscriptionServer({ details, invoices, ...options }: SubscriptionServerOptions = {}) {
  const subscription = subscriptionFunctions(details, invoices);
  const confirm = subscription.functions.callablesConfirmCheckoutSession!;
  const server = authServer({
    isSignedIn: true,
    ...options,
    functions: {
      ...subscription.functions,
      callablesConfirmCheckoutSession: (input, request) => {
        const answer = confirm(input, request);
        if (!(answer instanceof Response)) {
          server.state.workshop = ACTIVE_ADMIN;
          server.state.account = workshopAccount();
        }
        return answer;
      },
      ...options.functions,
    },
  });
  return { ...server, subscriptionState: subscription.state };
}
