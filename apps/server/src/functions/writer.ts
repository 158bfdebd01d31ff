import { can, type ClientChangeFunction } from '@rueda/domain';
import type { ClientChange } from '../data/client-changes.ts';
import type { WorkTime } from '../data/repair-work.ts';
import type { Writer } from '../data/repairs.ts';
import type { WorkshopCaller } from './access.ts';
import type { FunctionContext } from './context.ts';

/** Who writes a repair: the workshop from the token, and whether the role may set prices (docs/roles.md). */
export function writerOf(context: FunctionContext<WorkshopCaller>): Writer {
  return { workshopId: context.workshopId, mayPrice: can(context.role, 'repairs.pricing'), now: context.clock(), userId: context.user.id };
}

/**
 * docs/product.md §30.1: the change a device sent with `changeId`, claimed by the caller from the token; undefined
 * without one, and the write is as it was before change ids.
 */
export function changeOf(
  context: FunctionContext<WorkshopCaller>,
  fn: ClientChangeFunction,
  changeId: string | undefined,
): ClientChange | undefined {
  return changeId === undefined
    ? undefined
    : { workshopId: context.workshopId, userId: context.user.id, fn, changeId, now: context.clock() };
}

/** docs/product.md §30.1: a timer's start or stop at the server's now, or at the `at` a device sent (checked by the write). */
export function workTimeOf(context: FunctionContext<WorkshopCaller>, at: string | undefined): WorkTime {
  return { now: context.clock(), ...(at !== undefined && { at: new Date(at) }) };
}
