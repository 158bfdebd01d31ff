import { updatePart } from '../../services/parts.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';
import { writerOf } from '../writer.ts';

/** docs/product.md §31.2: a part not in yet, changed (the stale-save rule of §4 on its own lastUpdate). */
export const partsUpdate = defineFunction('partsUpdate', {
  access: Access.permission('repairs.edit'),
  handler: (input, context) => updatePart(context.db, writerOf(context), input),
});
