import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY } from '../constants.ts';
import { SERVICE_KINDS, ZCatalogueSchema, type ServiceKind } from './catalogue.ts';
import {
  amountCell,
  checkSpreadsheetColumns,
  parseAmountCell,
  SPREADSHEET_COLUMNS,
  spreadsheetColumns,
  spreadsheetFieldsOf,
  spreadsheetRowOf,
} from './spreadsheet.ts';
import { MAX_AMOUNT_CENTS } from '../repairs/repair.ts';
import { starterCatalogue } from './starter-catalogue.ts';

describe('amounts as a Spanish spreadsheet writes them', () => {
  it('writes a decimal comma and reads what people type', () => {
    expect(amountCell(2500)).toBe('25,00');
    expect(amountCell(5)).toBe('0,05');
    expect(amountCell(-150)).toBe('-1,50');
    const read: [string, number | undefined][] = [
      ['25,00', 2500],
      ['25,5', 2550],
      ['1.234,56', 123456],
      ['25', 2500],
      ['25.50', 2550],
      ['1.234', 123400],
      ['25 €', 2500],
      ['', undefined],
    ];
    for (const [text, cents] of read) expect(parseAmountCell(text), text).toBe(cents);
    expect(parseAmountCell('veinte')).toBeNaN();
    expect(parseAmountCell('25,555')).toBeNaN();
  });

  it('reads back every amount it writes, whatever its size or sign', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_AMOUNT_CENTS, max: MAX_AMOUNT_CENTS }), (cents) => parseAmountCell(amountCell(cents)) === cents),
    );
  });
});

describe('rows of the catalogue', () => {
  it('read back as the fields they were written from, for every kind of the starter catalogue', () => {
    const catalogue = ZCatalogueSchema.parse(starterCatalogue('es', DEFAULT_CURRENCY));
    for (const kind of SERVICE_KINDS) {
      for (const item of catalogue[kind]) {
        const row = spreadsheetRowOf(kind, item);
        expect(Object.keys(row)).toEqual(spreadsheetColumns(kind));
        const read = spreadsheetFieldsOf(kind, row);
        expect('fields' in read, `${kind} ${item.id}: ${JSON.stringify(read)}`).toBe(true);
        if (!('fields' in read)) continue;
        for (const column of Object.keys(SPREADSHEET_COLUMNS[kind])) {
          expect((read.fields as Record<string, unknown>)[column], `${item.id}.${column}`).toEqual(
            (item as Record<string, unknown>)[column],
          );
        }
      }
    }
  });

  it('reads counts as a Spanish spreadsheet writes them', () => {
    const quantity = (cell: string) => spreadsheetFieldsOf('stockItems', { title: 'Cámara', price: '5', quantity: cell });
    expect(quantity('1.200')).toMatchObject({ fields: { quantity: 1200 } });
    expect(quantity(' 12 ')).toMatchObject({ fields: { quantity: 12 } });
    expect(quantity('-3')).toMatchObject({ fields: { quantity: -3 } });
    expect(quantity('')).toMatchObject({ fields: { quantity: 0 } });
  });

  it('names the column at fault in a bad row, and why', () => {
    const refused = (kind: ServiceKind, row: Record<string, string>) => spreadsheetFieldsOf(kind, row);
    expect(refused('stockItems', { title: 'Cámara', price: 'gratis' })).toEqual({ column: 'price', reason: 'notAmount' });
    expect(refused('stockItems', { title: 'Cámara', price: '5,123' })).toEqual({ column: 'price', reason: 'notAmount' });
    expect(refused('stockItems', { title: 'Cámara', price: '-5' })).toEqual({ column: 'price', reason: 'negative' });
    expect(refused('stockItems', { title: '', price: '5' })).toEqual({ column: 'title', reason: 'required' });
    expect(refused('stockItems', { title: 'x'.repeat(500), price: '5' })).toEqual({ column: 'title', reason: 'tooLong' });
    expect(refused('stockItems', { title: 'Cámara', price: '5', quantity: '2,5' })).toEqual({ column: 'quantity', reason: 'wholeNumber' });
    expect(refused('stockItems', { title: 'Cámara', price: '5', quantity: 'muchas' })).toEqual({ column: 'quantity', reason: 'notNumber' });
    expect(refused('stockItems', { title: 'Cámara', price: '5', quantity: '9999999' })).toEqual({ column: 'quantity', reason: 'tooLarge' });
    expect(refused('maintenances', { title: 'Rango', price: '10', price_from: '30', price_to: '20' })).toEqual({
      column: 'price_from',
      reason: 'priceRange',
    });
    expect(refused('packs', { title: 'Pack', price: '10', needsAdditionalData: 'quizá' })).toEqual({
      column: 'needsAdditionalData',
      reason: 'notYesNo',
    });
    expect(refused('packs', { title: 'Pack', price: '10', allowedDisciplines: 'submarino' })).toEqual({
      column: 'allowedDisciplines',
      reason: 'notAllowed',
    });
  });

  it('refuses a file whose columns are not the kind’s', () => {
    expect(() => checkSpreadsheetColumns('stockItems', spreadsheetColumns('stockItems'))).not.toThrow();
    expect(() => checkSpreadsheetColumns('stockItems', ['nombre', 'precio'])).toThrow(
      expect.objectContaining({ code: 'invalid-argument' }),
    );
  });
});
