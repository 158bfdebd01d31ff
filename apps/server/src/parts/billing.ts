// The workshops' subscription (docs/architecture.md §13, decision 014): billing, the one place that changes it,
// and the payments provider's routes outside the pages' scope (Stripe's POST /api/webhooks/stripe; the local
// provider's /pay/* pages are registered with the pages, parts/pages.ts).
import { createBilling, type Billing } from '../billing/billing.ts';
import { operatorOf } from '../lib/env.ts';
import type { ServerPart } from './server-part.ts';
import type { SharedContext } from './shared-context.ts';

export interface BillingGives {
  billing: Billing;
}

export const billing: ServerPart<Pick<SharedContext, 'env' | 'db' | 'clock' | 'publicUrl' | 'payments'>, BillingGives> = {
  name: 'billing',
  register: async (app, { env, db, clock, publicUrl, payments }) => {
    // Rueda's invoices name the installation's operator as seller (docs/configuration.md, OPERATOR_*).
    const seller = operatorOf(env);
    const billing = createBilling({ db, clock, publicUrl, seller, provider: payments.provider, local: payments.local });
    await payments.registerRoutes(app, billing);
    return { billing };
  },
};
