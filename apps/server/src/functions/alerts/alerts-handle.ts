import { eq } from 'drizzle-orm';
import { refreshGarageAlerts } from '../../services/alerts-garage.ts';
import { handleAlert } from '../../data/alerts.ts';
import { user } from '../../db/schema.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * docs/product.md §14.2: an open alert of the caller's workshop marked contacted or dismissed, recording who
 * and when; a key that is no open alert of this workshop is not-found, nothing written.
 */
export const alertsHandle = defineFunction('alertsHandle', {
  access: Access.permission('customers.edit'),
  handler: async (input, { db, workshopId, clock, user: caller, alertsDirectory }) => {
    const now = clock();
    const [account] = await db.select({ name: user.name }).from(user).where(eq(user.id, caller.id));
    // The repairs and bikes as kept (decision 069); the handles are read from PostgreSQL each time.
    const handled = await handleAlert(
      db,
      workshopId,
      input,
      { id: caller.id, name: account?.name || caller.email },
      now,
      alertsDirectory.kept,
    );
    await refreshGarageAlerts(db, workshopId, now, alertsDirectory.kept);
    return handled;
  },
});
