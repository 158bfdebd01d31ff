import { arrivePart } from '../../services/parts.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';
import { writerOf } from '../writer.ts';

/** docs/product.md §31.2: a part in: on its repair, a stock item into stock, once. */
export const partsArrive = defineFunction('partsArrive', {
  access: Access.permission('repairs.edit'),
  // The repair's line and count change its card; a stock item's quantity changes the catalogue.
  writes: ['repairs', 'catalogue'],
  handler: (input, context) => arrivePart(context.db, writerOf(context), context.user.id, input.id),
});
