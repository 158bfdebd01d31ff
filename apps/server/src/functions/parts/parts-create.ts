import { createPart } from '../../services/parts.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';
import { writerOf } from '../writer.ts';

/**
 * docs/product.md §31.2: a part asked for a repair of the caller's workshop, a stock item of its catalogue or free text;
 * its price only with repairs.pricing. The repair's count of its parts changes its board card.
 */
export const partsCreate = defineFunction('partsCreate', {
  access: Access.permission('repairs.edit'),
  writes: ['repairs'],
  handler: (input, context) => createPart(context.db, writerOf(context), context.user.id, input),
});
