import { can } from '@rueda/domain';
import type { Writer } from '../data/repairs.ts';
import type { WorkshopCaller } from './access.ts';
import type { FunctionContext } from './context.ts';

/** Who writes a repair: the workshop from the token, and whether the role may set prices (docs/roles.md). */
export function writerOf(context: FunctionContext<WorkshopCaller>): Writer {
  return { workshopId: context.workshopId, mayPrice: can(context.role, 'repairs.pricing'), now: context.clock() };
}
