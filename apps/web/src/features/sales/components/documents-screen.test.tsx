// docs/product.md §29: the documents list: newest first, searched by number or customer, filtered by series, kind and
// issue days, each row's number, day, customer, kind and total.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { failure } from '@/testing/fake-server';
import { renderApp } from '@/testing/render';
import { documentOf, lineOf, SERIES, SETTINGS_ES, TAX_IDS } from '@/testing/sales/factories';
import { MANAGER, MECHANIC, salesServer } from '@/testing/sales/server';

const CUSTOMER = {
  name: 'Ciclos Norte, S.L.',
  taxId: TAX_IDS.cif,
  country: 'ES',
  street: 'Calle del Puerto 3',
  postalCode: '48001',
  town: 'Bilbao',
  customerId: null,
};

const DOCUMENTS = [
  documentOf([lineOf({ description: 'Cámara', priceCents: 800, quantity: 2 })], { number: 1, issuedAt: '2026-11-02T09:00:00.000Z' }),
  documentOf([lineOf({ description: 'Bicicleta', priceCents: 45_000 })], {
    seriesCode: 'F',
    number: 1,
    kind: 'full',
    customer: CUSTOMER,
    issuedAt: '2026-11-20T17:30:00.000Z',
  }),
  documentOf([lineOf({ description: 'Puesta a punto', priceCents: 3500 })], { number: 2, issuedAt: '2026-11-21T10:00:00.000Z' }),
];

/** Picks an issue day in a filter's calendar, by the day's name in the reader's language ("15 noviembre 2026"). */
async function pickDay(user: ReturnType<typeof renderApp>['user'], label: string, dayName: string): Promise<HTMLElement> {
  const input = await screen.findByRole('button', { name: label });
  await user.click(input);
  await user.click(await screen.findByRole('button', { name: dayName }));
  return input;
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent?.replace(/\s/g, ' ')));

describe('the documents list (docs/product.md §29)', () => {
  it('lists the newest first, each with its number, day, customer, kind and total, and opens one', async () => {
    salesServer({ workshop: MANAGER, settings: SETTINGS_ES, series: SERIES, documents: DOCUMENTS });
    const { user, router } = renderApp('/sales');
    expect(await screen.findByRole('heading', { name: 'Ventas', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Facturas emitidas' });
    expect(rowsOf(table)).toEqual([
      ['T2026/2', '21/11/2026', 'Sin identificar', 'Factura simplificada', '35,00 €'],
      ['F2026/1', '20/11/2026', 'Ciclos Norte, S.L.', 'Factura', '450,00 €'],
      ['T2026/1', '02/11/2026', 'Sin identificar', 'Factura simplificada', '16,00 €'],
    ]);
    // A manager charges but does not set the tax settings.
    expect(screen.getByRole('link', { name: 'Venta en mostrador' })).toHaveAttribute('href', '/sales/new');
    expect(screen.queryByRole('link', { name: 'Datos fiscales' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Navegación principal' })).getByRole('link', { name: 'Ventas' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(table).getByRole('link', { name: 'F2026/1' }));
    expect(await screen.findByRole('article', { name: 'Factura F2026/1' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sales/doc-F-1');
  });

  it('searches by number or customer, filters by series, kind and days, and keeps them in the address', async () => {
    // The calendars open on the month of "now".
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00.000Z'));
    const server = salesServer({ settings: SETTINGS_ES, series: SERIES, documents: DOCUMENTS });
    const { user, router } = renderApp('/sales');
    const table = await screen.findByRole('table', { name: 'Facturas emitidas' });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por número o cliente' }), 'norte');
    await waitFor(() => expect(rowsOf(table).map((row) => row[0])).toEqual(['F2026/1']));
    expect(router.state.location.search).toBe('?q=norte');
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar por número o cliente' }));
    await waitFor(() => expect(rowsOf(table)).toHaveLength(3));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Serie' }), 'series-T');
    await waitFor(() => expect(rowsOf(table).map((row) => row[0])).toEqual(['T2026/2', 'T2026/1']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'simplified');
    // The day shows in the reader's format whatever the browser's locale (dd/mm/aaaa, never mm/dd/yyyy).
    expect(await pickDay(user, 'Desde', '15 noviembre 2026')).toHaveTextContent('15/11/2026');
    await waitFor(() => expect(rowsOf(table).map((row) => row[0])).toEqual(['T2026/2']));
    expect(server.inputsTo('salesInvoicesList').at(-1)).toEqual({
      search: '',
      seriesId: 'series-T',
      kind: 'simplified',
      from: '2026-11-15',
      to: null,
      limit: 100,
    });
    expect(await pickDay(user, 'Hasta', '20 noviembre 2026')).toHaveTextContent('20/11/2026');
    expect(await screen.findByText('Ninguna factura coincide con la búsqueda y los filtros.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Quitar los filtros' })[0]!);
    expect(rowsOf(await screen.findByRole('table', { name: 'Facturas emitidas' }))).toHaveLength(3);
    expect(router.state.location.search).toBe('');
  }, 30_000);

  it('opens with the filters an address holds', async () => {
    salesServer({ settings: SETTINGS_ES, series: SERIES, documents: DOCUMENTS });
    renderApp('/sales?kind=full');
    const table = await screen.findByRole('table', { name: 'Facturas emitidas' });
    await waitFor(() => expect(rowsOf(table).map((row) => row[0])).toEqual(['F2026/1']));
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveValue('full');
  });

  it('says what to do when nothing is issued yet, and that the tax settings are missing', async () => {
    salesServer();
    renderApp('/sales');
    expect(await screen.findByText('Aún no has emitido ninguna factura')).toBeInTheDocument();
    expect(screen.getByText('Faltan los datos fiscales del taller')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Datos fiscales' })).toHaveAttribute('href', '/sales/settings');
  });

  it('says so when the list cannot be read', async () => {
    salesServer({ settings: SETTINGS_ES, series: SERIES, functions: { salesInvoicesList: () => failure('unavailable') } });
    renderApp('/sales');
    expect(await screen.findByRole('alert')).toHaveTextContent('No se han podido cargar las facturas');
  });

  it('is not a mechanic’s', async () => {
    const server = salesServer({ workshop: MECHANIC, settings: SETTINGS_ES, documents: DOCUMENTS });
    renderApp('/sales');
    expect(await screen.findByText('Esta pantalla no está disponible para tu rol')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Venta en mostrador' })).not.toBeInTheDocument();
    expect(server.inputsTo('salesInvoicesList')).toEqual([]);
  });

  it('speaks Portuguese', async () => {
    await i18n.changeLanguage('pt');
    salesServer({ settings: SETTINGS_ES, series: SERIES, documents: DOCUMENTS });
    renderApp('/sales');
    const table = await screen.findByRole('table', { name: 'Faturas emitidas' });
    expect(rowsOf(table)[0]).toEqual(['T2026/2', '21/11/2026', 'Consumidor final', 'Fatura simplificada', '35,00 €']);
    expect(screen.getByRole('link', { name: 'Venda ao balcão' })).toBeInTheDocument();
  });
});
