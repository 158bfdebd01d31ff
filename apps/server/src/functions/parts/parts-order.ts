import { orderParts } from '../../services/parts.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';
import { writerOf } from '../writer.ts';

/** docs/product.md §31.2: parts to order, ordered from their supplier on a day; all of them or none. */
export const partsOrder = defineFunction('partsOrder', {
  access: Access.permission('repairs.edit'),
  handler: (input, context) => orderParts(context.db, writerOf(context), input),
});
