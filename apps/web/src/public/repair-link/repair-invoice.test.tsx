// The repair link's "Factura" section (docs/product.md §21.2, §29.5): the deposit with its day, what is paid and what
// remains, each document with a download of its A4 PDF in the page's language (a Blob, saved under the server's
// file name), a failed download said, nothing at all for a repair without money; in Spanish and in Portuguese.
import type { FunctionInput, TPublicRepair, TPublicRepairMoney } from '@rueda/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captureDownloads } from '@/testing/downloads';
import { failure, fakeServer } from '@/testing/fake-server';
import { RepairLinkApp } from './components/repair-link-app';
import { TextsProvider, type PageLanguage } from './texts';

const TOKEN = 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWpr';
const PDF_BASE64 = btoa('%PDF-1.3 factura');

const MONEY: TPublicRepairMoney = {
  totalCents: 5900,
  deposits: [{ date: '2026-11-21T10:30:00.000Z', amountCents: 2000 }],
  depositsCents: 2000,
  paidCents: 2000,
  remainingCents: 3900,
  documents: [
    { handle: 'h-invoice', number: 'T2026/7', kind: 'simplified', issueDay: '2026-11-25', totalCents: 5900 },
    { handle: 'h-rect', number: 'R2026/1', kind: 'rectifying', issueDay: '2026-11-26', totalCents: -1000 },
  ],
};

const REPAIR: TPublicRepair = {
  workshop: { name: 'Taller Rueda Norte', phone: '+34 911 222 333', address: 'Calle Mayor 1, Madrid' },
  customer: { firstName: 'Marta' },
  bike: { brand: 'Orbea', model: 'Orca', color: 'azul' },
  status: 'finished',
  statusHistory: [{ status: 'finished', date: '2026-11-25T10:30:00.000Z' }],
  entryDate: '2026-11-21T10:30:00.000Z',
  deliveryDate: null,
  timeZone: 'Europe/Madrid',
  estimate: { lines: [], totalCents: 5900, currency: { code: 'EUR', symbol: '€' } },
  response: null,
  money: MONEY,
  recommendations: [],
};

function server(
  repair: TPublicRepair,
  pdf: (data: FunctionInput<'publicRepairDocumentPdf'>) => unknown = () => ({ fileName: 'Factura T2026-7.pdf', contentBase64: PDF_BASE64 }),
) {
  return fakeServer({}, { publicRepairGet: () => repair, publicRepairDocumentPdf: pdf as never });
}

function renderPage(language: PageLanguage = 'es') {
  const user = userEvent.setup();
  render(
    <TextsProvider language={language}>
      <RepairLinkApp token={TOKEN} />
    </TextsProvider>,
  );
  return { user };
}

/** The section's figures (not its documents' lines), label and amount, as read. */
const figuresOf = (section: HTMLElement) =>
  within(section)
    .getAllByText(/€$/)
    .filter((amount) => !amount.closest('li'))
    .map((amount) => `${amount.previousElementSibling?.textContent ?? ''}: ${amount.textContent?.replace(/\s/g, ' ')}`);

describe("the repair link's invoice", () => {
  it('shows the deposit with its day, what is paid and remains, and downloads a document as an A4 PDF', async () => {
    const fake = server(REPAIR);
    const files = captureDownloads();
    const { user } = renderPage();
    const section = await screen.findByRole('region', { name: 'Factura' });
    expect(figuresOf(section)).toEqual([
      'Total: 59,00 €',
      'Señal del 21 de noviembre de 2026: 20,00 €',
      'Pagado: 20,00 €',
      'Pendiente de pago: 39,00 €',
    ]);
    const list = within(section).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace(/\s/g, ' ')),
    ).toEqual([
      'Factura simplificada T2026/725 de noviembre de 2026 · 59,00 €Descargar PDF',
      'Factura rectificativa R2026/126 de noviembre de 2026 · -10,00 €Descargar PDF',
    ]);
    await user.click(within(section).getByRole('button', { name: 'Descargar Factura simplificada T2026/7 en PDF' }));
    expect(fake.inputsTo('publicRepairDocumentPdf')).toEqual([{ token: TOKEN, handle: 'h-invoice', format: 'a4', language: 'es' }]);
    expect(fake.requestsTo('POST /api/functions/publicRepairDocumentPdf')[0]?.headers.get('authorization')).toBeNull();
    expect(files.map((file) => file.name)).toEqual(['Factura T2026-7.pdf']);
    expect(files[0]!.blob.type).toBe('application/pdf');
    expect(await files[0]!.blob.text()).toBe('%PDF-1.3 factura');
  });

  it('says a failed download, and a paid repair as paid', async () => {
    server({ ...REPAIR, money: { ...MONEY, paidCents: 5900, remainingCents: 0 } }, () => failure('unavailable'));
    captureDownloads();
    const { user } = renderPage();
    const section = await screen.findByRole('region', { name: 'Factura' });
    expect(within(section).getByText('Pagado por completo')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Descargar Factura rectificativa R2026/1 en PDF' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('No se pudo descargar el documento. Inténtalo de nuevo.');
  });

  it('shows no invoice for a repair without money', async () => {
    server({ ...REPAIR, money: null });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Taller Rueda Norte' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Factura' })).not.toBeInTheDocument();
  });

  it('speaks Portuguese, and asks for the PDF in Portuguese', async () => {
    const fake = server({ ...REPAIR, money: { ...MONEY, documents: MONEY.documents.slice(0, 1), remainingCents: -500 } });
    captureDownloads();
    const { user } = renderPage('pt');
    const section = await screen.findByRole('region', { name: 'Fatura' });
    expect(figuresOf(section)).toEqual([
      'Total: 59,00 €',
      'Sinal de 21 de novembro de 2026: 20,00 €',
      'Pago: 20,00 €',
      'A oficina devolve-lhe: 5,00 €',
    ]);
    await user.click(within(section).getByRole('button', { name: 'Descarregar Fatura simplificada T2026/7 em PDF' }));
    expect(fake.inputsTo('publicRepairDocumentPdf')).toEqual([{ token: TOKEN, handle: 'h-invoice', format: 'a4', language: 'pt' }]);
  });
});
