// docs/product.md §29.4: the server's refusals of a correction, each to the text that says it.
import { FunctionError, invalidField } from '@rueda/domain';
import { describe, expect, it } from 'vitest';
import { rectifyRefusalOf } from './rectify-refusals';

describe('rectifyRefusalOf', () => {
  it('reads the field and the reason the server gives (apps/server/src/services/sales-rectify.ts), never its English words', () => {
    const keyOf = (error: unknown) => rectifyRefusalOf(error).key;
    expect(keyOf(invalidField('lines', 'The rectification is larger than what the invoice still charges.', 'over-remaining'))).toBe(
      'rectify.refusal.overRemaining',
    );
    expect(keyOf(invalidField('id', 'The rectification is larger than what the invoice still charges.', 'over-remaining'))).toBe(
      'rectify.refusal.overRemaining',
    );
    expect(keyOf(invalidField('lines.1.rateBp', 'The invoice charged nothing at this rate.'))).toBe('rectify.refusal.rate');
    expect(keyOf(invalidField('id', 'A rectifying document is not rectified: rectify the invoice it corrects.', 'is-rectifying'))).toBe(
      'rectify.refusal.isRectifying',
    );
    expect(keyOf(invalidField('id', 'This invoice was replaced: rectify the full invoice that replaced it.', 'replaced'))).toBe(
      'rectify.refusal.replaced',
    );
    expect(keyOf(invalidField('id', 'A rectified invoice is not replaced.', 'rectified'))).toBe('rectify.refusal.rectified');
    expect(keyOf(invalidField('mode', 'In Portugal a simplified invoice is not replaced by another.'))).toBe(
      'rectify.refusal.notInPortugal',
    );
    expect(rectifyRefusalOf(invalidField('customer.taxId', 'Bad check digit.'))).toEqual({
      key: 'rectify.refusal.taxId',
      documentId: null,
      customerField: 'customer.taxId',
    });
    const replaced = new FunctionError('aborted', 'This invoice is already replaced.', {
      reason: 'already-replaced',
      documentId: 'doc-F-1',
    });
    expect(rectifyRefusalOf(replaced)).toEqual({ key: 'rectify.refusal.alreadyReplaced', documentId: 'doc-F-1', customerField: null });
    expect(keyOf(new FunctionError('permission-denied', 'No.'))).toBe('refusal.permissionDenied');
  });
});
