// docs/product.md §29.2, §29.4: a counter sale on the charge screen: typed lines and stock items, the VAT per rate as
// the server computes it, simplified or full, the server's refusals, in Spanish and in Portuguese.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { failure } from '@/testing/fake-server';
import { renderApp } from '@/testing/render';
import { SERIES, SETTINGS_ES, TAX_IDS } from '@/testing/sales/factories';
import { MANAGER, MECHANIC, salesServer } from '@/testing/sales/server';

/** A cell's text with Intl's non-breaking spaces as plain ones. */
const textOf = (element: Element) => element.textContent?.replace(/\s/g, ' ') ?? '';
/** The VAT breakdown's rows as their cells' texts. */
const breakdownRows = () =>
  within(screen.getByTestId('vat-breakdown'))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map(textOf));

async function typeLine(user: ReturnType<typeof renderApp>['user'], number: number, description: string, price: string) {
  await user.type(await screen.findByRole('textbox', { name: `Concepto de la línea ${number}` }), description);
  await user.type(screen.getByRole('textbox', { name: `Precio con IVA de la línea ${number}` }), price);
}

describe('the charge screen, for a counter sale (docs/product.md §29.4)', () => {
  it('declares three lines of 0,10 € at 21 % as 0,25 € of base and 0,05 € of VAT, and issues them', async () => {
    const server = salesServer({ settings: SETTINGS_ES, series: SERIES });
    const { user, router } = renderApp('/sales/new');
    expect(await screen.findByRole('heading', { name: 'Venta en mostrador', level: 1 })).toBeInTheDocument();
    await typeLine(user, 1, 'Arandela', '0,10');
    for (const number of [2, 3]) {
      await user.click(screen.getByRole('button', { name: 'Añadir una línea' }));
      // The new row takes the focus: the sale is typed on without the mouse.
      expect(screen.getByRole('textbox', { name: `Concepto de la línea ${number}` })).toHaveFocus();
      await typeLine(user, number, 'Arandela', '0,10');
    }
    // Each line's own base and tax are informative (8 + 2 cents); the rate's are what the document declares.
    expect(screen.getAllByText(/^Base 0,08\s€ · IVA 0,02\s€$/)).toHaveLength(3);
    expect(breakdownRows()).toEqual([
      ['Tipo de IVA', 'Base imponible', 'Cuota de IVA', 'Total'],
      ['IVA 21 %', '0,25 €', '0,05 €', '0,30 €'],
      ['Total', '0,25 €', '0,05 €', '0,30 €'],
    ]);
    expect(textOf(screen.getByTestId('charge-total'))).toBe('Total a cobrar: 0,30 €');

    await user.click(screen.getByRole('button', { name: 'Emitir sin cobrar' }));
    expect(await screen.findByText('Factura T2026/1 emitida')).toBeInTheDocument();
    expect(server.inputsTo('salesInvoicesIssue')).toEqual([
      {
        kind: 'simplified',
        repairId: null,
        lines: [1, 2, 3].map(() => ({ description: 'Arandela', quantity: 1, priceCents: 10, rateBp: 2100, stockItemId: null })),
        customer: null,
      },
    ]);
    // The document opens, saying what the server issued.
    expect(await screen.findByRole('article', { name: 'Factura simplificada T2026/1' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sales/doc-T-1');
    expect(textOf(screen.getByTestId('document-total'))).toBe('0,30 €');
  }, 30_000);

  it('adds a stock item at its price, charges quantities and rates, and removes a line', async () => {
    const server = salesServer({ settings: SETTINGS_ES, series: SERIES });
    const { user } = renderApp('/sales/new');
    const picker = await screen.findByRole('combobox', { name: 'Añadir un artículo del stock' });
    await waitFor(() => expect(picker).toBeEnabled());
    await user.click(picker);
    await user.type(picker, 'cámara');
    await user.click(await screen.findByRole('option', { name: /^Cámara 29" · 8,00\s€/ }));
    // The stock item is the second line, after the empty first one; the first goes.
    expect(screen.getByRole('textbox', { name: 'Concepto de la línea 2' })).toHaveValue('Cámara 29"');
    await user.click(screen.getByRole('button', { name: 'Quitar la línea 1' }));
    const quantity = screen.getByRole('textbox', { name: 'Cantidad de la línea 1' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getByRole('button', { name: 'Añadir una línea' }));
    await typeLine(user, 2, 'Libro de rutas', '15');
    await user.selectOptions(screen.getByRole('combobox', { name: 'IVA de la línea 2' }), '400');
    expect(breakdownRows().slice(1)).toEqual([
      ['IVA 21 %', '19,83 €', '4,17 €', '24,00 €'],
      ['IVA 4 %', '14,42 €', '0,58 €', '15,00 €'],
      ['Total', '34,25 €', '4,75 €', '39,00 €'],
    ]);
    // Ctrl+Enter issues from the keyboard.
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('Factura T2026/1 emitida')).toBeInTheDocument();
    expect(server.inputsTo('salesInvoicesIssue')[0]?.lines).toEqual([
      { description: 'Cámara 29"', quantity: 3, priceCents: 800, rateBp: 2100, stockItemId: 'st-camara' },
      { description: 'Libro de rutas', quantity: 1, priceCents: 1500, rateBp: 400, stockItemId: null },
    ]);
  }, 30_000);

  it('keeps an incomplete line from being issued and says what it lacks', async () => {
    const server = salesServer({ settings: SETTINGS_ES, series: SERIES });
    const { user } = renderApp('/sales/new');
    await user.type(await screen.findByRole('textbox', { name: 'Precio con IVA de la línea 1' }), '5');
    await user.click(screen.getByRole('button', { name: 'Emitir sin cobrar' }));
    expect(screen.getByRole('textbox', { name: 'Concepto de la línea 1' })).toHaveAccessibleDescription('Escribe el concepto');
    expect(server.inputsTo('salesInvoicesIssue')).toEqual([]);
  });

  it('asks for a full invoice over the simplified limit, checks the customer’s tax id as typed, and issues it', async () => {
    const server = salesServer({ settings: { ...SETTINGS_ES, simplifiedLimitCents: 10_000 }, series: SERIES });
    const { user } = renderApp('/sales/new');
    await typeLine(user, 1, 'Bicicleta de paseo', '450');
    expect(
      screen.getByText('El total supera el máximo de una factura simplificada (100,00 €).', {
        normalizer: (text) => text.replace(/\s/g, ' '),
      }),
    ).toBeInTheDocument();
    // Issued anyway as simplified, it is refused before the server is asked.
    await user.click(screen.getByRole('button', { name: 'Emitir sin cobrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El total supera el máximo de una factura simplificada: emite una factura completa.',
    );
    expect(server.inputsTo('salesInvoicesIssue')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Emitir una factura completa' }));
    const customer = within(screen.getByRole('group', { name: 'Cliente' }));
    await user.type(customer.getByRole('textbox', { name: 'Nombre o razón social' }), 'Ciclos Norte, S.L.');
    const taxId = customer.getByRole('textbox', { name: 'NIF' });
    await user.type(taxId, 'B12345675');
    expect(taxId).toHaveAccessibleDescription(/El dígito de control no coincide: revisa el número\./);
    await user.clear(taxId);
    await user.type(taxId, TAX_IDS.cif);
    expect(taxId).toHaveAccessibleDescription('NIF comprobado');
    await user.click(screen.getByRole('button', { name: 'Emitir sin cobrar' }));
    expect(customer.getByRole('textbox', { name: 'Dirección' })).toHaveAccessibleDescription('Este campo es obligatorio');
    expect(server.inputsTo('salesInvoicesIssue')).toEqual([]);
    await user.type(customer.getByRole('textbox', { name: 'Dirección' }), 'Calle del Puerto 3');
    await user.type(customer.getByRole('textbox', { name: 'Población' }), 'Bilbao');
    await user.click(screen.getByRole('button', { name: 'Emitir sin cobrar' }));
    expect(await screen.findByText('Factura F2026/1 emitida')).toBeInTheDocument();
    expect(server.inputsTo('salesInvoicesIssue')[0]).toMatchObject({
      kind: 'full',
      customer: {
        name: 'Ciclos Norte, S.L.',
        taxId: TAX_IDS.cif,
        country: 'ES',
        street: 'Calle del Puerto 3',
        postalCode: '',
        town: 'Bilbao',
        customerId: null,
      },
    });
  }, 30_000);

  it('keeps a foreign customer’s tax id as typed, and shows the server’s refusal of it', async () => {
    const server = salesServer({
      settings: SETTINGS_ES,
      series: SERIES,
      functions: {
        salesInvoicesIssue: () =>
          failure('invalid-argument', {
            details: { fields: [{ field: 'customer.taxId', message: 'The tax id’s check digit does not match.' }] },
          }),
      },
    });
    const { user } = renderApp('/sales/new');
    await typeLine(user, 1, 'Casco', '60');
    await user.click(screen.getByRole('radio', { name: 'Completa' }));
    const customer = within(screen.getByRole('group', { name: 'Cliente' }));
    await user.type(customer.getByRole('textbox', { name: 'Nombre o razón social' }), 'Jean Dupont');
    await user.selectOptions(customer.getByRole('combobox', { name: 'País' }), 'FR');
    await user.type(customer.getByRole('textbox', { name: 'NIF' }), 'FR12345');
    expect(customer.getByRole('textbox', { name: 'NIF' })).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(customer.getByRole('textbox', { name: 'Dirección' }), '1 rue de la Paix');
    await user.click(screen.getByRole('button', { name: 'Emitir sin cobrar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se ha emitido la factura');
    expect(alert).toHaveTextContent('El NIF del cliente no es válido.');
    expect(customer.getByRole('textbox', { name: 'NIF' })).toHaveAccessibleDescription(/El NIF del cliente no es válido\./);
    expect(server.inputsTo('salesInvoicesIssue')[0]?.customer).toMatchObject({ country: 'FR', taxId: 'FR12345' });
  }, 30_000);

  it('says when the tax settings are not set: with their link for an admin, whom to ask for a manager', async () => {
    salesServer();
    renderApp('/sales/new');
    expect(await screen.findByText('Faltan los datos fiscales del taller')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Configurar los datos fiscales' })).toHaveAttribute('href', '/sales/settings');
    expect(screen.queryByRole('button', { name: /^Emitir/ })).not.toBeInTheDocument();
  });

  it('tells a manager whom to ask for the tax settings', async () => {
    salesServer({ workshop: MANAGER });
    renderApp('/sales/new');
    expect(await screen.findByText(/un administrador del taller tiene que indicar sus datos fiscales/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Configurar los datos fiscales' })).not.toBeInTheDocument();
  });

  it('is not a mechanic’s: no screen, and no link in the navigation', async () => {
    const server = salesServer({ workshop: MECHANIC, settings: SETTINGS_ES, series: SERIES });
    renderApp('/sales/new');
    expect(await screen.findByText('Esta pantalla no está disponible para tu rol')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect(within(nav).queryByRole('link', { name: 'Ventas' })).not.toBeInTheDocument();
    expect(server.inputsTo('salesTaxSettingsGet')).toEqual([]);
  });

  it('speaks Portuguese, to the refusal', async () => {
    await i18n.changeLanguage('pt');
    salesServer({
      settings: SETTINGS_ES,
      series: SERIES,
      functions: { salesInvoicesIssue: () => failure('failed-precondition', { details: { reason: 'no-series' } }) },
    });
    const { user } = renderApp('/sales/new');
    expect(await screen.findByRole('heading', { name: 'Venda ao balcão', level: 1 })).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: 'Descrição da linha 1' }), 'Anilha');
    await user.type(screen.getByRole('textbox', { name: 'Preço com IVA da linha 1' }), '0,10');
    expect(breakdownRows()[0]).toEqual(['Taxa de IVA', 'Base tributável', 'Valor do IVA', 'Total']);
    expect(screen.getByRole('heading', { name: 'Resumo do IVA' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Simplificada' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Emitir sem cobrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A fatura não foi emitida: a oficina não tem nenhuma série ativa para este tipo de fatura.',
    );
  });
});
