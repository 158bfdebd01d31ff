import {
  DEFAULT_CURRENCY,
  SERVICE_KINDS,
  SPREADSHEET_ROWS_MAX,
  spreadsheetColumns,
  spreadsheetRowOf,
  starterCatalogue,
  type ServiceKind,
} from '@rueda/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueOf } from '@/testing/catalogue-server';
import { CATALOGUE } from '@/testing/catalogue/factories';
import { csvFileName } from '@/lib/csv-file';
import { catalogueCsv, parseCatalogueCsv, readCatalogueCsv } from './spreadsheet';

const rowsOf = (read: ReturnType<typeof parseCatalogueCsv>) => {
  if (!('rows' in read)) throw new Error(`refused: ${JSON.stringify(read)}`);
  return read.rows;
};

describe('the catalogue as a CSV file', () => {
  it('is what a Spanish spreadsheet opens: a byte-order mark, ";" between cells, headings in Spanish, decimal commas', () => {
    const text = catalogueCsv('stockItems', CATALOGUE.stockItems, 'es');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('ID;Título;Referencia;Precio;Coste;Cantidad;Cantidad mínima');
    expect(lines[1]).toBe('st-camara;"Cámara 29""";CAM-29;8,00;3,50;2;5');
    expect(lines[2]).toBe('st-cubierta;Cubierta gravel;CUB-40;42,00;25,00;-1;0');
    expect(catalogueCsv('maintenances', [], 'pt').slice(1)).toBe(
      'ID;Título;Preço;Descrição;Grupo;Preço a partir de;Preço até;Folha de controlo;Minutos estimados\r\n',
    );
  });

  it('round trip: every kind of the starter catalogue, written in either language, reads back as the same rows', () => {
    for (const language of ['es', 'pt'] as const) {
      const catalogue = catalogueOf(starterCatalogue(language, DEFAULT_CURRENCY));
      for (const kind of SERVICE_KINDS) {
        const items = catalogue[kind];
        expect(items.length).toBeGreaterThan(0);
        const read = rowsOf(parseCatalogueCsv(kind, catalogueCsv(kind, items, language)));
        expect(read).toEqual(items.map((item) => spreadsheetRowOf(kind, item)));
      }
    }
  });

  it('keeps a spreadsheet from taking a title for a formula, and gives the title back as it was', () => {
    const items = catalogueOf({
      stockItems: [
        { id: 'a', title: '=HYPERLINK("http://x")', price: 100, quantity: -3 },
        { id: 'b', title: '+34 cinta', price: 100 },
        { id: 'c', title: '-', price: 100 },
      ],
    }).stockItems;
    const text = catalogueCsv('stockItems', items, 'es');
    expect(text).toContain(`"'=HYPERLINK(""http://x"")"`);
    // A negative count is a number, not a formula.
    expect(text).toContain(';-3;');
    expect(rowsOf(parseCatalogueCsv('stockItems', text)).map((row) => [row.title, row.quantity])).toEqual([
      ['=HYPERLINK("http://x")', '-3'],
      ['+34 cinta', '0'],
      ['-', '0'],
    ]);
  });

  it('round trip: any text in any cell reads back as it was written (quotes, separators, line breaks, formulas)', () => {
    const cell = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.constantFrom('=1+1', "'=1", "''=x", '-', '-3', '-1+1', '-2,5', '+34', '@x', '\tx', 'a;b', 'a,b', '"', '""', 'a\r\nb', 'a\nb', ' '),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(cell, cell), { minLength: 1, maxLength: 5 }), (cells) => {
        // Rows whose every cell is blank are skipped, as empty lines are: keep the title non-blank.
        const items = cells.map(([title, reference], index) => ({
          ...CATALOGUE.stockItems[0]!,
          id: `id-${index}`,
          title: `${title}x`,
          reference,
        }));
        const read = rowsOf(parseCatalogueCsv('stockItems', catalogueCsv('stockItems', items, 'es')));
        expect(read.map((row) => [row.title, row.reference])).toEqual(items.map((item) => [item.title, item.reference]));
      }),
    );
  });

  it('reads what a spreadsheet saves back: "," or tabs, headings in any case or as field names, empty trailing columns', () => {
    const comma = 'TÍTULO,precio,Referencia\r\nCámara 26",5,CAM-26\r\n\r\n';
    expect(parseCatalogueCsv('stockItems', comma)).toEqual({ rows: [{ title: 'Cámara 26"', price: '5', reference: 'CAM-26' }] });
    const tabs = 'title\tprice\tquantity\t\t\nCinta\t3,5\t4\t\t\n';
    expect(parseCatalogueCsv('stockItems', tabs)).toEqual({ rows: [{ title: 'Cinta', price: '3,5', quantity: '4' }] });
    const portuguese = 'Título;Preço;Custo\nFita;3,50;1,20\n';
    expect(parseCatalogueCsv('stockItems', portuguese)).toEqual({ rows: [{ title: 'Fita', price: '3,50', cost: '1,20' }] });
  });

  it('refuses a file that is not the kind’s, naming the columns', () => {
    expect(parseCatalogueCsv('stockItems', 'nombre;precio\nCámara;5\n')).toEqual({
      problem: 'columns',
      unknown: ['nombre'],
      missing: ['title'],
    });
    // A maintenances file chosen on the stock tab.
    const maintenances = catalogueCsv('maintenances', CATALOGUE.maintenances, 'es');
    expect(parseCatalogueCsv('stockItems', maintenances)).toMatchObject({ problem: 'columns', unknown: expect.arrayContaining(['Grupo']) });
  });

  it('refuses an empty file, a broken one with its line, and more rows than one import takes', () => {
    expect(parseCatalogueCsv('stockItems', 'Título;Precio\r\n')).toEqual({ problem: 'empty' });
    expect(parseCatalogueCsv('stockItems', '')).toEqual({ problem: 'empty' });
    expect(parseCatalogueCsv('stockItems', 'Título;Precio\nCinta;3\n"Cámara;5\n')).toEqual({ problem: 'unreadable', line: 3 });
    expect(parseCatalogueCsv('stockItems', 'Título;Precio\n"Cámara;5\nCinta;3\n')).toEqual({ problem: 'unreadable', line: 2 });
    const rows = (count: number) => ['Título;Precio', ...Array.from({ length: count }, (_, index) => `Artículo ${index};1`)].join('\n');
    expect(rowsOf(parseCatalogueCsv('stockItems', rows(SPREADSHEET_ROWS_MAX)))).toHaveLength(SPREADSHEET_ROWS_MAX);
    expect(parseCatalogueCsv('stockItems', rows(100_000))).toEqual({ problem: 'tooManyRows' });
  });

  it('refuses a file in another encoding and a file too big to be a catalogue, before parsing it', async () => {
    // "Cámara" as Windows-1252 (Excel's plain "CSV" on a Spanish Windows): 0xE1 is not UTF-8.
    const latin1 = new Blob([
      Uint8Array.from(
        [...'Título;Precio\nC']
          .map((c) => c.charCodeAt(0))
          .concat(
            [0xe1],
            [...'mara;5\n'].map((c) => c.charCodeAt(0)),
          ),
      ),
    ]);
    expect(await readCatalogueCsv('stockItems', latin1)).toEqual({ problem: 'encoding' });
    const big = new Blob([new Uint8Array(11 * 1024 * 1024)]);
    expect(await readCatalogueCsv('stockItems', big)).toEqual({ problem: 'tooBig', megabytes: 11 });
    const utf8 = new Blob([catalogueCsv('stockItems', CATALOGUE.stockItems, 'es')]);
    expect(rowsOf(await readCatalogueCsv('stockItems', utf8))).toHaveLength(CATALOGUE.stockItems.length);
  });

  it('names the file after the kind in the user’s language and the day', () => {
    const names = (['Stock', 'Mantenimientos', 'Manutenções', 'Suspensões'] as const).map((kind) => csvFileName(kind, '2026-11-23'));
    expect(names).toEqual([
      'rueda-stock-2026-11-23.csv',
      'rueda-mantenimientos-2026-11-23.csv',
      'rueda-manutencoes-2026-11-23.csv',
      'rueda-suspensoes-2026-11-23.csv',
    ]);
  });

  it('has a heading for every column of every kind, in both languages', () => {
    for (const kind of SERVICE_KINDS as readonly ServiceKind[]) {
      const headings = (language: 'es' | 'pt') => catalogueCsv(kind, [], language).slice(1).trim().split(';');
      expect(headings('es')).toHaveLength(spreadsheetColumns(kind).length);
      for (const language of ['es', 'pt'] as const) {
        expect(headings(language).filter((heading, index) => heading === spreadsheetColumns(kind)[index] && heading !== 'id')).toEqual([]);
      }
    }
  });
});
