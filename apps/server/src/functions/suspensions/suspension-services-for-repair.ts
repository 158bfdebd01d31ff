import { repairSuspensionServices } from '../../data/suspensions.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** The units of the repair's bike and the suspension services the repair recorded on them. */
export const suspensionServicesForRepair = defineFunction('suspensionServicesForRepair', {
  access: Access.permission('workshop.use'),
  handler: (input, { db, workshopId, clock }) => repairSuspensionServices(db, workshopId, input.repairId, clock()),
});
