import { takeBackPart } from '../../services/parts.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';
import { writerOf } from '../writer.ts';

/** docs/product.md §31.2: a part not in, taken back; its repair's count changes its board card. */
export const partsDelete = defineFunction('partsDelete', {
  access: Access.permission('repairs.edit'),
  writes: ['repairs'],
  handler: async (input, context) => {
    await takeBackPart(context.db, writerOf(context), input.id);
    return { deleted: true as const };
  },
});
