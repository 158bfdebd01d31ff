// docs/product.md §29: one issued document's page: everything it says, printable, the VERI*FACTU QR code of a Spanish
// one, and the PDF's place.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure } from '@/testing/fake-server';
import { renderApp, renderComponent } from '@/testing/render';
import { documentOf, lineOf, TAX_IDS } from '@/testing/sales/factories';
import { MECHANIC, salesServer } from '@/testing/sales/server';
import { DocumentPage } from './document-page';

afterEach(() => vi.restoreAllMocks());

const FULL = documentOf(
  [
    lineOf({ description: 'Puesta a punto básica', priceCents: 3500 }),
    lineOf({ description: 'Arandela', priceCents: 10, quantity: 3 }),
    lineOf({ description: 'Libro de rutas', priceCents: 1500, rateBp: 400 }),
  ],
  {
    seriesCode: 'F',
    number: 12,
    kind: 'full',
    repairId: 'r-1',
    customer: {
      name: 'Jean Dupont',
      taxId: 'FR40303265045',
      country: 'FR',
      street: '1 rue de la Paix',
      postalCode: '75002',
      town: 'París',
      customerId: null,
    },
  },
);

const QR_URL = `https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=${TAX_IDS.cif}&numserie=F2026%2F12&fecha=23-11-2026&importe=50.30`;

const textOf = (element: Element) => element.textContent?.replace(/\s/g, ' ') ?? '';

describe('a sales document’s page (docs/product.md §29)', () => {
  it('says everything the document says: issuer, customer, lines, VAT per rate and totals', async () => {
    salesServer({ documents: [FULL] });
    renderApp('/sales/doc-F-12');
    const article = await screen.findByRole('article', { name: 'Factura F2026/12' });
    const doc = within(article);
    expect(doc.getByRole('heading', { name: 'Factura F2026/12', level: 1 })).toBeInTheDocument();
    expect(doc.getByText('Fecha de expedición: 23 de noviembre de 2026')).toBeInTheDocument();
    const issuer = within(doc.getByTestId('document-issuer'));
    expect(issuer.getByText('Taller Ana, S.L.')).toBeInTheDocument();
    expect(issuer.getByText(`NIF: ${TAX_IDS.cif}`)).toBeInTheDocument();
    expect(issuer.getByText('Calle Mayor 1')).toBeInTheDocument();
    expect(issuer.getByText('28013 Madrid')).toBeInTheDocument();
    const customer = within(doc.getByTestId('document-customer'));
    expect(customer.getByText('Jean Dupont')).toBeInTheDocument();
    expect(customer.getByText('NIF: FR40303265045')).toBeInTheDocument();
    expect(customer.getByText('75002 París')).toBeInTheDocument();
    expect(customer.getByText('Francia')).toBeInTheDocument();
    const lines = doc.getByRole('table', { name: 'Líneas' });
    expect(
      within(lines)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.querySelectorAll('td')].map(textOf)),
    ).toEqual([
      ['Puesta a punto básica', '1', '35,00 €', '21 %Base 28,93 € · IVA 6,07 €', '35,00 €'],
      ['Arandela', '3', '0,10 €', '21 %Base 0,25 € · IVA 0,05 €', '0,30 €'],
      ['Libro de rutas', '1', '15,00 €', '4 %Base 14,42 € · IVA 0,58 €', '15,00 €'],
    ]);
    expect(
      within(doc.getByTestId('vat-breakdown'))
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('th, td')].map(textOf)),
    ).toEqual([
      ['Tipo de IVA', 'Base imponible', 'Cuota de IVA', 'Total'],
      ['IVA 21 %', '29,17 €', '6,13 €', '35,30 €'],
      ['IVA 4 %', '14,42 €', '0,58 €', '15,00 €'],
      ['Total', '43,59 €', '6,71 €', '50,30 €'],
    ]);
    expect(textOf(doc.getByTestId('document-total'))).toBe('50,30 €');
    // A document without its VERI*FACTU record shows no QR code.
    expect(doc.queryByTestId('verifactu-qr')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver la reparación' })).toHaveAttribute('href', '/repairs/r-1');
  });

  it('puts a Spanish invoice’s VERI*FACTU QR code at its top, with the AEAT’s words, and says where its sending stands', async () => {
    salesServer({
      documents: [FULL],
      verifactu: { 'doc-F-12': { huella: 'A'.repeat(64), xml: '<x/>', qrUrl: QR_URL, sendState: 'pending' } },
    });
    renderApp('/sales/doc-F-12');
    const article = await screen.findByRole('article', { name: 'Factura F2026/12' });
    const qr = within(article).getByTestId('verifactu-qr');
    const image = await within(qr).findByRole('img', { name: 'Código QR para comprobar la factura en la sede electrónica de la AEAT' });
    expect(image.querySelector('svg')).not.toBeNull();
    // "QR tributario:" above, "VERI*FACTU" below (docs/verifactu.md §4).
    expect([...qr.children].map((child) => child.textContent?.trim())).toEqual(['QR tributario:', '', 'VERI*FACTU']);
    expect(qr.children[1]).toBe(image);
    // First in the document, before the issuer.
    expect(article.querySelector('[data-testid]')).toBe(qr);
    expect(screen.getByText('Envío a la AEAT: pendiente')).toBeInTheDocument();
  });

  it('prints with the browser', async () => {
    const print = vi.fn();
    window.print = print;
    salesServer({ documents: [FULL] });
    const { user } = renderApp('/sales/doc-F-12');
    await user.click(await screen.findByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('downloads the A4 PDF and the 80 mm ticket the server draws, in the user’s language', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:document');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const server = salesServer({ documents: [FULL] });
    const { user } = renderApp('/sales/doc-F-12');
    await user.click(await screen.findByRole('button', { name: 'PDF' }));
    await vi.waitFor(() => expect(saved).toEqual(['Factura F2026-12.pdf']));
    await user.click(screen.getByRole('button', { name: 'Ticket' }));
    await vi.waitFor(() => expect(saved).toHaveLength(2));
    expect(server.inputsTo('salesInvoicesPdf')).toEqual([
      { id: 'doc-F-12', language: 'es', format: 'a4' },
      { id: 'doc-F-12', language: 'es', format: 'receipt' },
    ]);
  });

  it('says so when the PDF cannot be had', async () => {
    salesServer({ documents: [FULL], functions: { salesInvoicesPdf: () => failure('unavailable') } });
    const { user } = renderApp('/sales/doc-F-12');
    await user.click(await screen.findByRole('button', { name: 'PDF' }));
    expect(await screen.findByText('No se pudo descargar el PDF. Inténtalo de nuevo.')).toBeInTheDocument();
  });

  it('says so when the document does not exist', async () => {
    salesServer();
    renderApp('/sales/doc-unknown');
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta factura no existe');
  });

  it('keeps three places for what is mounted from outside, each given the document, and draws nothing where none is', async () => {
    salesServer({ documents: [FULL] });
    const slot = (name: string) => (document: { numberText: string }) => <p data-testid={name}>{document.numberText}</p>;
    renderComponent(
      <DocumentPage
        id="doc-F-12"
        renderPayments={slot('payments')}
        renderEmailAction={slot('email')}
        renderVerifactuPanel={slot('verifactu')}
      />,
      { providers: 'app' },
    );
    await screen.findByRole('article', { name: 'Factura F2026/12' });
    expect(['payments', 'email', 'verifactu'].map((name) => screen.getByTestId(name).textContent)).toEqual([
      'F2026/12',
      'F2026/12',
      'F2026/12',
    ]);
  });

  it('is not a mechanic’s', async () => {
    const server = salesServer({ workshop: MECHANIC, documents: [FULL] });
    renderApp('/sales/doc-F-12');
    expect(await screen.findByText('Esta pantalla no está disponible para tu rol')).toBeInTheDocument();
    await waitFor(() => expect(server.inputsTo('salesInvoicesGet')).toEqual([]));
  });
});
