// The periodic work on the server's clock that main.ts starts and tests tick (docs/architecture.md §15): the
// billing scheduler (renewals, period, grace and trial ends) and the daily check of customer alerts
// (docs/product.md §14.3), each stopped when the server closes; and, with RUEDA_TEST_CLOCK outside production,
// POST /api/test/clock, which runs both at once on the moved time (decision 014 "The clock").
import { createBillingScheduler, type BillingScheduler } from '../billing/scheduler.ts';
import { registerTestClockRoute } from '../http/test-clock.ts';
import { createAlertsScheduler, type AlertsScheduler } from '../services/alerts-garage.ts';
import type { BillingGives } from './billing.ts';
import type { ServerPart } from './server-part.ts';
import type { SharedContext } from './shared-context.ts';

export interface SchedulersGives {
  scheduler: BillingScheduler;
  alerts: AlertsScheduler;
}

export const schedulers: ServerPart<Pick<SharedContext, 'db' | 'clock' | 'testClock'> & BillingGives, SchedulersGives> = {
  name: 'schedulers',
  register: async (app, { db, clock, testClock, billing }) => {
    const scheduler = createBillingScheduler({
      db,
      clock,
      billing,
      log: (error) => app.log.error({ err: error }, 'the billing scheduler failed'),
    });
    app.addHook('onClose', () => scheduler.stop());
    const alerts = createAlertsScheduler({ db, clock, log: (error) => app.log.error({ err: error }, 'the alerts check failed') });
    app.addHook('onClose', () => alerts.stop());
    if (testClock) registerTestClockRoute(app, testClock, async () => [await scheduler.tick(), await alerts.tick()]);
    return { scheduler, alerts };
  },
};
