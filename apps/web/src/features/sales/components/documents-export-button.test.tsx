// docs/product.md §29: "Exportar CSV" on the documents list downloads the server's CSV of the documents its search and
// filters find (salesInvoicesExport), and says so when the file cannot be made, in Spanish and in Portuguese.
import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { captureDownloads } from '@/testing/downloads';
import { failure } from '@/testing/fake-server';
import { renderComponent } from '@/testing/render';
import { salesServer } from '@/testing/sales/server';
import type { DocumentFilters } from '../document-filters';
import { DocumentsExportButton } from './documents-export-button';

const FILTERS: DocumentFilters = { search: ' Norte ', seriesId: 's-f', kind: 'full', from: '2026-11-01', to: '2026-11-30' };
const FILE = { fileName: 'facturas-2026-11-01_2026-11-30.csv', csv: '\uFEFFNúmero;Tipo\r\nF2026/1;Factura completa\r\n', count: 1 };

describe('the documents’ CSV export', () => {
  it('downloads the documents the list’s filters find, the search trimmed', async () => {
    const server = salesServer({ functions: { salesInvoicesExport: () => FILE } });
    const downloads = captureDownloads();
    const { user } = renderComponent(<DocumentsExportButton filters={FILTERS} />, { providers: 'app' });
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(downloads.map((file) => file.name)).toEqual([FILE.fileName]));
    expect(await downloads[0]!.blob.text()).toBe(FILE.csv);
    expect(server.inputsTo('salesInvoicesExport')).toEqual([
      { search: 'Norte', seriesId: 's-f', kind: 'full', from: '2026-11-01', to: '2026-11-30' },
    ]);
  });

  it('says so when the file cannot be made, and when it would hold too many documents', async () => {
    let reason = 'too-many';
    salesServer({ functions: { salesInvoicesExport: () => failure('failed-precondition', { details: { reason } }) } });
    const { user } = renderComponent(<DocumentsExportButton filters={FILTERS} />, { providers: 'app' });
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('Demasiadas facturas para un solo archivo: elige menos días.')).toBeInTheDocument();
    reason = 'other';
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('No se ha podido exportar. Inténtalo de nuevo.')).toBeInTheDocument();
  });

  it('speaks Portuguese', async () => {
    await act(() => setLanguage('pt'));
    salesServer({ functions: { salesInvoicesExport: () => failure('internal') } });
    const { user } = renderComponent(<DocumentsExportButton filters={FILTERS} />, { providers: 'app' });
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('Não foi possível exportar. Tente novamente.')).toBeInTheDocument();
  });
});
