// docs/product.md §29.4: charging a repair: its chargeable lines with their VAT, its customer for a full invoice, the
// refusal of a repair already invoiced, and the repair page's "Cobrar" for those who charge.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { repair } from '@/testing/repairs/factories';
import { documentOf, lineOf, SERIES, SETTINGS_ES, TAX_IDS } from '@/testing/sales/factories';
import { MECHANIC, salesServer } from '@/testing/sales/server';

const REPAIR = repair({
  id: 'r-1',
  customer: { id: 'c-1', name: 'Ana', surname: 'López', phone: '600 111 222', dni: TAX_IDS.dni, address: 'Calle Luna 4, Madrid' },
  form: {
    services: {
      packs: [{ id: 'pack-basica', title: 'Puesta a punto básica', price: 3500, quantity: 1 }],
      maintenances: [{ id: 'm-purgado', title: 'Purgado de frenos', price: 2400, quantity: 1, declined: true }],
      stockItems: [{ id: 'st-camara', title: 'Cámara 29"', price: 799, quantity: 2 }],
    },
    suspensions: [],
  },
});

const textOf = (element: Element) => element.textContent?.replace(/\s/g, ' ') ?? '';

describe('the charge screen, for a repair (docs/product.md §29.4)', () => {
  it('shows the repair’s chargeable lines with their VAT, prefills its customer, and issues a full invoice', async () => {
    const server = salesServer({ repairs: [REPAIR], settings: SETTINGS_ES, series: SERIES });
    const { user, router } = renderApp('/sales/new?repairId=r-1');
    expect(await screen.findByRole('heading', { name: 'Cobrar la reparación de Ana López', level: 1 })).toBeInTheDocument();
    const lines = within(await screen.findByRole('table', { name: 'Líneas de la reparación' }));
    expect(
      lines
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.querySelectorAll('td')].map(textOf)),
    ).toEqual([
      ['Puesta a punto básica', '1', '35,00 €', '21 %Base 28,93 € · IVA 6,07 €', '35,00 €'],
      ['Cámara 29"', '2', '7,99 €', '21 %Base 13,21 € · IVA 2,77 €', '15,98 €'],
    ]);
    // The declined line is on the repair but not charged.
    expect(lines.queryByText('Purgado de frenos')).not.toBeInTheDocument();
    expect(textOf(screen.getByTestId('breakdown-total'))).toBe('50,98 €');
    expect(within(screen.getByTestId('vat-breakdown')).getByRole('row', { name: /^IVA 21/ })).toHaveTextContent(/42,13\s€8,85\s€50,98\s€/);
    // Nothing typed on a repair's charge: its lines are the repair's.
    expect(screen.queryByRole('button', { name: 'Añadir una línea' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Completa' }));
    const customer = within(screen.getByRole('group', { name: 'Cliente' }));
    expect(customer.getByRole('textbox', { name: 'Nombre o razón social' })).toHaveValue('Ana López');
    expect(customer.getByRole('textbox', { name: 'NIF' })).toHaveValue(TAX_IDS.dni);
    expect(customer.getByRole('textbox', { name: 'NIF' })).toHaveAccessibleDescription('NIF comprobado');
    expect(customer.getByRole('textbox', { name: 'Dirección' })).toHaveValue('Calle Luna 4, Madrid');
    await user.click(screen.getByRole('button', { name: 'Emitir sin cobrar' }));
    expect(await screen.findByRole('article', { name: 'Factura F2026/1' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sales/doc-F-1');
    expect(server.inputsTo('salesInvoicesIssue')).toEqual([
      {
        kind: 'full',
        repairId: 'r-1',
        lines: [],
        customer: {
          name: 'Ana López',
          taxId: TAX_IDS.dni,
          country: 'ES',
          street: 'Calle Luna 4, Madrid',
          postalCode: '',
          town: '',
          customerId: 'c-1',
        },
      },
    ]);
  }, 30_000);

  it('says a repair is already invoiced, with a link to its invoice', async () => {
    const invoiced = documentOf([lineOf({ description: 'Puesta a punto básica', priceCents: 3500 })], { repairId: 'r-1', number: 7 });
    salesServer({ repairs: [REPAIR], settings: SETTINGS_ES, series: SERIES, documents: [invoiced] });
    const { user, router } = renderApp('/sales/new?repairId=r-1');
    await user.click(await screen.findByRole('button', { name: 'Emitir sin cobrar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Esta reparación ya está facturada.');
    await user.click(within(alert).getByRole('link', { name: 'Ver su factura' }));
    expect(await screen.findByRole('article', { name: 'Factura simplificada T2026/7' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sales/doc-T-7');
  });

  it('says so when the repair does not exist', async () => {
    salesServer({ settings: SETTINGS_ES, series: SERIES });
    renderApp('/sales/new?repairId=r-404');
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta reparación no existe o se ha borrado.');
  });

  it('is opened from the repair page’s “Cobrar”', async () => {
    salesServer({ repairs: [REPAIR], settings: SETTINGS_ES, series: SERIES });
    const { user, router } = renderApp('/repairs/r-1');
    await user.click(await screen.findByRole('link', { name: 'Cobrar' }));
    expect(await screen.findByRole('heading', { name: 'Cobrar la reparación de Ana López', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sales/new');
    expect(router.state.location.search).toBe('?repairId=r-1');
  });

  it('shows a mechanic no “Cobrar” on the repair page', async () => {
    salesServer({ workshop: MECHANIC, repairs: [REPAIR], settings: SETTINGS_ES, series: SERIES });
    renderApp('/repairs/r-1');
    expect(await screen.findByRole('heading', { name: 'Reparación de Ana López', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir orden de trabajo' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cobrar' })).not.toBeInTheDocument();
  });
});
