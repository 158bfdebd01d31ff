import { can } from '@rueda/domain';
import type { Writer } from '../../data/repairs.ts';
import type { FunctionContext } from '../registry.ts';

/** The workshop from the verified token, and whether the caller's role may set prices (docs/roles.md). */
export function writerOf(context: FunctionContext): Writer {
  return { workshopId: context.workshopId!, mayPrice: can(context.claims?.workshop?.role, 'repairs.pricing'), now: context.clock() };
}
