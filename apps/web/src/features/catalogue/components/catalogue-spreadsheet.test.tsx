import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { renderApp } from '@/testing/render';
import { MECHANIC, catalogueServer } from '@/testing/catalogue/server';

async function openStock() {
  const view = renderApp('/services?kind=stockItems');
  await screen.findByRole('listitem', { name: 'Cámara 29"' });
  return view;
}

const csvFile = (text: string, name = 'stock.csv') => new File([`\uFEFF${text}`], name, { type: 'text/csv' });
const fileInput = () => screen.getByTestId('catalogue-import-file');

/** The text each export hands to the browser's download. */
function captureDownloads() {
  const files: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    files.push(blob as Blob);
    return 'blob:rueda-test';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return files;
}

afterEach(() => vi.restoreAllMocks());

describe('the catalogue as a spreadsheet', () => {
  it('exports the tab’s kind in the catalogue’s order, as a Spanish spreadsheet opens it', async () => {
    catalogueServer();
    const downloads = captureDownloads();
    const { user } = await openStock();
    await user.click(screen.getByRole('button', { name: 'Hoja de cálculo: Stock' }));
    // The menu's code arrives after the first paint (decision 073): its first import in a test run may take longer
    // than findBy's second on a loaded machine.
    await user.click(await screen.findByRole('menuitem', { name: 'Exportar a CSV' }, { timeout: 5_000 }));
    expect(await screen.findByText(/^Descargado rueda-stock-\d{4}-\d{2}-\d{2}\.csv$/)).toBeInTheDocument();
    const text = await downloads[0]!.text();
    expect(text.split('\r\n').slice(0, 4)).toEqual([
      '\uFEFFID;Título;Referencia;Precio;Coste;Cantidad;Cantidad mínima',
      'st-camara;"Cámara 29""";CAM-29;8,00;3,50;2;5',
      'st-cubierta;Cubierta gravel;CUB-40;42,00;25,00;-1;0',
      'st-pastillas;Pastillas orgánicas;8412345678905;12,00;5,00;10;2',
    ]);
  });

  it('previews an import, names each bad row, writes nothing until confirmed, then imports', async () => {
    const server = catalogueServer();
    const { user } = await openStock();
    const before = structuredClone(server.catalogueState.catalogue);
    const text = [
      'ID;Título;Referencia;Precio;Coste;Cantidad;Cantidad mínima',
      'st-camara;Cámara 29";CAM-29;8,50;3,50;2;5',
      'st-cubierta;Cubierta gravel;CUB-40;42,00;25,00;-1;0',
      ';Cinta de manillar;CIN-01;12,90;6,00;4;1',
      ';Tija;TIJ-27;gratis;0;1;0',
      ';;SIN-TITULO;3;1;1;0',
    ].join('\r\n');
    await user.upload(fileInput(), csvFile(text));

    const dialog = await screen.findByRole('dialog', { name: 'Importar Stock' });
    expect(await within(dialog).findByText('1 nuevo')).toBeInTheDocument();
    expect(within(dialog).getByText('1 con cambios')).toBeInTheDocument();
    expect(within(dialog).getByText('1 sin cambios')).toBeInTheDocument();
    expect(within(dialog).getByText('2 filas con errores no se importarán:')).toBeInTheDocument();
    const rejected = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rejected).toEqual([
      ['5', 'Precio', 'no es un importe (por ejemplo 25,50)'],
      ['6', 'Título', 'está vacío'],
    ]);
    expect(server.inputsTo('servicesImport')).toEqual([expect.objectContaining({ kind: 'stockItems', apply: false })]);
    expect(server.catalogueState.catalogue).toEqual(before);

    await user.click(within(dialog).getByRole('button', { name: 'Importar' }));
    expect(await screen.findByText('Importación hecha · nuevos: 1 · con cambios: 1')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Importar Stock' })).not.toBeInTheDocument());
    expect(server.inputsTo('servicesImport').map((input) => input.apply)).toEqual([false, true]);
    expect(await screen.findByRole('listitem', { name: 'Cinta de manillar' })).toBeInTheDocument();
    expect(server.catalogueState.catalogue.stockItems.find((item) => item.id === 'st-camara')?.price).toBe(850);
  });

  it('cancelling a preview writes nothing', async () => {
    const server = catalogueServer();
    const { user } = await openStock();
    await user.upload(fileInput(), csvFile('Título;Precio\nCinta;3,50\n'));
    const dialog = await screen.findByRole('dialog', { name: 'Importar Stock' });
    await within(dialog).findByText('1 nuevo');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.inputsTo('servicesImport').map((input) => input.apply)).toEqual([false]);
    expect(screen.queryByRole('listitem', { name: 'Cinta' })).not.toBeInTheDocument();
  });

  it('refuses, in words, a file in another encoding or with another kind’s columns, without asking the server', async () => {
    const server = catalogueServer();
    const { user } = await openStock();
    const latin1 = new File(
      [Uint8Array.from([0x54, 0xed, 0x74, 0x75, 0x6c, 0x6f, 0x3b, 0x50, 0x0a, 0x43, 0xe1, 0x3b, 0x31, 0x0a])],
      'excel.csv',
    );
    await user.upload(fileInput(), latin1);
    const refused = await screen.findByRole('dialog', { name: 'No se puede importar el archivo' });
    expect(within(refused).getByRole('alert')).toHaveTextContent(/no está en UTF-8.*«CSV UTF-8 \(delimitado por comas\)»/);
    await user.click(within(refused).getByRole('button', { name: 'Cerrar' }));

    await user.upload(fileInput(), csvFile('Título;Precio;Grupo\nFrenos;20;Frenos\n', 'mantenimientos.csv'));
    const columns = await screen.findByRole('dialog', { name: 'No se puede importar el archivo' });
    expect(within(columns).getByRole('alert')).toHaveTextContent('Estas columnas no son de Stock: Grupo.');
    expect(server.inputsTo('servicesImport')).toEqual([]);
  });

  it('speaks Portuguese in Portuguese', async () => {
    await setLanguage('pt');
    catalogueServer();
    const { user } = await openStock();
    await user.upload(fileInput(), csvFile('Título;Preço\nFita;abc\n'));
    const dialog = await screen.findByRole('dialog', { name: 'Importar Stock' });
    expect(await within(dialog).findByText('1 linha com erros não será importada:')).toBeInTheDocument();
    expect(within(dialog).getByText('não é um valor (por exemplo 25,50)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Importar' })).toBeDisabled();
  });

  it('lets a mechanic export but not import', async () => {
    catalogueServer({ workshop: MECHANIC });
    const { user } = await openStock();
    await user.click(screen.getByRole('button', { name: 'Hoja de cálculo: Stock' }));
    expect(await screen.findByRole('menuitem', { name: 'Exportar a CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Importar desde CSV' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('catalogue-import-file')).not.toBeInTheDocument();
  });
});
