// What a document prints beside its figures: its file's name, its number as each country prints it, and text that
// Helvetica's WinAnsi can draw.
import { describe, expect, it } from 'vitest';
import { printedNumber, salesDocumentFileName, salesDocumentTexts } from './document-texts.ts';
import { salesDocument } from './sales-document-factories.ts';
import { printable } from './winansi.ts';

describe('a document’s texts', () => {
  it('names its file by its number, "/" made "-", in the reader’s language', () => {
    expect(salesDocumentFileName({ numberText: 'T2026/15' }, 'es')).toBe('Factura T2026-15.pdf');
    expect(salesDocumentFileName({ numberText: 'T/7' }, 'pt')).toBe('Fatura T-7.pdf');
  });

  it('prints a Portuguese document by its SAF-T id, type first; a Spanish one by its series and number', () => {
    expect(printedNumber({ numberText: 'T2026/15', kind: 'simplified' }, 'PT')).toBe('FS T2026/15');
    expect(printedNumber({ numberText: 'F2026/3', kind: 'full' }, 'PT')).toBe('FT F2026/3');
    expect(printedNumber({ numberText: 'R2026/1', kind: 'rectifying' }, 'PT')).toBe('NC R2026/1');
    expect(printedNumber({ numberText: 'F2026/4', kind: 'replacing' }, 'PT')).toBe('FT F2026/4');
    expect(printedNumber({ numberText: 'T2026/15', kind: 'simplified' }, 'ES')).toBe('T2026/15');
    expect(printedNumber({ numberText: 'F2026/2' }, 'PT')).toBe('F2026/2');
  });

  it('leaves out the province when it is the town’s name, and keeps it otherwise', () => {
    const madrid = salesDocumentTexts(salesDocument(), { language: 'es', timeZone: 'Europe/Madrid' });
    expect(madrid.issuer.lines).toEqual(['NIF: B12345674', 'Calle del Pez 7', '28004 Madrid']);
    const document = salesDocument();
    const getafe = { ...document, issuer: { ...document.issuer, postalCode: '28901', town: 'Getafe' } };
    expect(salesDocumentTexts(getafe, { language: 'es', timeZone: 'Europe/Madrid' }).issuer.lines[2]).toBe('28901 Getafe, Madrid');
  });
});

describe('printable', () => {
  it('keeps Spanish and Portuguese letters, €, quotes and dashes; a narrow no-break space becomes a no-break space', () => {
    expect(printable('Ñandú, ação, Œuvre “x” – 12,50\u202f€')).toBe('Ñandú, ação, Œuvre “x” – 12,50\u00a0€');
  });

  it('draws a letter with a mark WinAnsi lacks as its base letter, and "?" for the rest', () => {
    expect(printable('Łódź ő 漢 🚲')).toBe('?ódz o ? ?');
    expect(printable('a\tb\nc')).toBe('a b c');
  });

  it('composes what came decomposed', () => {
    expect(printable('Camio\u0301n')).toBe('Camión');
  });
});
