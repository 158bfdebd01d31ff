// docs/product.md §29.4: the server's refusals to issue, read from the code and details (docs/style.md §4).
import { FunctionError } from '@rueda/domain';
import { describe, expect, it } from 'vitest';
import { chargeRefusalOf } from './refusals';

const fieldsError = (...fields: string[]) =>
  new FunctionError('invalid-argument', 'Invalid data.', { fields: fields.map((field) => ({ field, message: 'x' })) });

describe('chargeRefusalOf', () => {
  it('knows a repair already invoiced, and its invoice', () => {
    expect(chargeRefusalOf(new FunctionError('aborted', 'x', { reason: 'repair-invoiced', documentId: 'doc-1' }))).toEqual({
      kind: 'repair-invoiced',
      documentId: 'doc-1',
    });
  });

  it('knows the missing tax settings and series', () => {
    expect(chargeRefusalOf(new FunctionError('failed-precondition', 'x', { reason: 'no-tax-settings' }))).toEqual({
      kind: 'no-tax-settings',
    });
    expect(chargeRefusalOf(new FunctionError('failed-precondition', 'x', { reason: 'no-series' }))).toEqual({ kind: 'no-series' });
  });

  it('names each refused field’s text', () => {
    expect(chargeRefusalOf(fieldsError('kind', 'customer.taxId', 'lines.2.stockItemId', 'lines.0.rateBp', 'repairId'))).toEqual({
      kind: 'fields',
      fields: [
        { field: 'kind', key: 'refusal.overLimit' },
        { field: 'customer.taxId', key: 'refusal.taxId' },
        { field: 'lines.2.stockItemId', key: 'refusal.unknownStockItem' },
        { field: 'lines.0.rateBp', key: 'refusal.rate' },
        { field: 'repairId', key: 'refusal.nothingToCharge' },
      ],
    });
  });

  it('tells a missing repair from the shared failures', () => {
    expect(chargeRefusalOf(new FunctionError('not-found', 'x'))).toEqual({ kind: 'repair-missing' });
    expect(chargeRefusalOf(new FunctionError('permission-denied', 'x', { reason: 'role' }))).toEqual({
      kind: 'write',
      failure: 'permissionDenied',
    });
    expect(chargeRefusalOf(new FunctionError('unavailable', 'x'))).toEqual({ kind: 'write', failure: 'unavailable' });
    expect(chargeRefusalOf(new Error('boom'))).toEqual({ kind: 'write', failure: 'saveFailed' });
  });
});
