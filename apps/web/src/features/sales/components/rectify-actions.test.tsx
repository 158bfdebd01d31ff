// docs/product.md §29.4: a document corrected from its page: all of it or some lines taken back by a rectifying
// document, a Spanish simplified invoice replaced by a full one; what does not apply said with its reason; the
// server's refusals in the reader's language; nothing for a mechanic, no replacement in Portugal (§29.8).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderApp } from '@/testing/render';
import { documentOf, lineOf, SERIES, SETTINGS_ES, SETTINGS_PT, TAX_IDS } from '@/testing/sales/factories';
import { rectifyIn } from '@/testing/sales/rectify';
import { MECHANIC, salesServer } from '@/testing/sales/server';

const FULL = documentOf(
  [
    lineOf({ description: 'Cubierta', priceCents: 3000, quantity: 2 }),
    lineOf({ description: 'Libro de rutas', priceCents: 1500, rateBp: 400 }),
  ],
  { seriesCode: 'F', number: 12, kind: 'full' },
);
const SIMPLIFIED = documentOf([lineOf({ description: 'Revisión', priceCents: 4500 })]);

const textOf = (element: Element) => element.textContent?.replace(/\s/g, ' ') ?? '';
const breakdownRows = (container: HTMLElement) =>
  [...within(container).getByTestId('vat-breakdown').querySelectorAll('tr')].map((row) => [...row.querySelectorAll('th, td')].map(textOf));

describe('rectifying a document from its page (docs/product.md §29.4)', () => {
  it('takes all of it back with a reason, then opens the rectifying document, which names the one it corrects', async () => {
    const server = salesServer({ settings: SETTINGS_ES, series: SERIES, documents: [FULL] });
    const { user } = renderApp('/sales/doc-F-12');
    await user.click(await screen.findByRole('button', { name: 'Rectificar' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Anular todo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anular la factura F2026/12' });
    expect(within(dialog).getByText('Se emitirá una factura rectificativa que devuelve toda la factura: 75,00 €.')).toBeInTheDocument();
    expect(breakdownRows(dialog)).toEqual([
      ['Tipo de IVA', 'Base imponible', 'Cuota de IVA', 'Total'],
      ['IVA 21 %', '-49,59 €', '-10,41 €', '-60,00 €'],
      ['IVA 4 %', '-14,42 €', '-0,58 €', '-15,00 €'],
      ['Total', '-64,01 €', '-10,99 €', '-75,00 €'],
    ]);
    // The reason is required: nothing is sent without it.
    await user.click(within(dialog).getByRole('button', { name: 'Emitir la rectificativa' }));
    expect(within(dialog).getByText('Escribe el motivo de la rectificación.')).toBeInTheDocument();
    expect(server.inputsTo('salesInvoicesRectify')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), 'Cobrada por error');
    await user.click(within(dialog).getByRole('button', { name: 'Emitir la rectificativa' }));
    const article = await screen.findByRole('article', { name: 'Factura rectificativa R2026/1' });
    expect(server.inputsTo('salesInvoicesRectify')).toEqual([{ mode: 'total', id: 'doc-F-12', reason: 'Cobrada por error' }]);
    expect(within(article).getByTestId('document-corrects')).toHaveTextContent('Rectifica: Factura F2026/12, de 23 de noviembre de 2026');
    expect(within(article).getByText('Motivo: Cobrada por error')).toBeInTheDocument();
    expect(textOf(within(article).getByTestId('document-total'))).toBe('-75,00 €');
    // A rectifying document is not rectified: its page says so and links the invoice it corrects.
    expect(screen.queryByRole('button', { name: 'Rectificar' })).not.toBeInTheDocument();
    expect(screen.getByTestId('rectify-blocked')).toHaveTextContent('Es una factura rectificativa: no se rectifica.');
    await user.click(within(screen.getByTestId('rectify-blocked')).getByRole('link', { name: 'Abrir F2026/12' }));
    // The amount's space is Intl's no-break one.
    expect(await screen.findByRole('link', { name: /^Rectificada por R2026\/1 \(-75,00\s€\)$/ })).toHaveAttribute('href', '/sales/doc-R-1');
    expect(screen.getByTestId('rectify-blocked')).toHaveTextContent('Esta factura ya se ha anulado por completo.');
  });

  it('takes back one unit of one line, then says what is left of each line and of the invoice', async () => {
    const server = salesServer({ settings: SETTINGS_ES, series: SERIES, documents: [FULL] });
    const { user } = renderApp('/sales/doc-F-12');
    await user.click(await screen.findByRole('button', { name: 'Rectificar' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rectificar líneas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rectificar líneas de la factura F2026/12' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), 'Devolución');
    await user.click(within(dialog).getByRole('button', { name: 'Emitir la rectificativa' }));
    expect(within(dialog).getByText('Elige al menos una línea y cuánto se devuelve.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Rectificar «Cubierta»' }));
    const quantity = within(dialog).getByRole('textbox', { name: 'Unidades que se devuelven de «Cubierta»' });
    expect(quantity).toHaveValue('2');
    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(within(dialog).getByText('Queda 60,00 € de esta línea.')).toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '1');
    expect(breakdownRows(dialog).at(-1)).toEqual(['Total', '-24,79 €', '-5,21 €', '-30,00 €']);
    await user.click(within(dialog).getByRole('button', { name: 'Emitir la rectificativa' }));
    const article = await screen.findByRole('article', { name: 'Factura rectificativa R2026/1' });
    expect(textOf(within(article).getByTestId('document-total'))).toBe('-30,00 €');
    expect(server.inputsTo('salesInvoicesRectify')).toEqual([
      {
        mode: 'partial',
        id: 'doc-F-12',
        reason: 'Devolución',
        lines: [{ description: 'Cubierta', quantity: 1, priceCents: 3000, rateBp: 2100, stockItemId: null }],
      },
    ]);
    await user.click(screen.getByRole('link', { name: 'Rectifica la factura F2026/12' }));
    expect(await screen.findByTestId('rectify-remaining')).toHaveTextContent('Queda por rectificar: 45,00 €');
    await user.click(screen.getByRole('button', { name: 'Rectificar' }));
    // All of it cannot go back any more: part already has.
    expect(await screen.findByRole('menuitem', { name: /Anular todo/ })).toBeDisabled();
    await user.click(screen.getByRole('menuitem', { name: 'Rectificar líneas' }));
    const again = await screen.findByRole('dialog');
    expect(textOf(within(again).getByTestId('rectify-line-0-remaining'))).toBe('30,00 €1 × 30,00 €');
    expect(textOf(within(again).getByTestId('rectify-line-1-remaining'))).toBe('15,00 €1 × 15,00 €');
  });

  it('says the server’s refusal when the invoice was rectified meanwhile, in Spanish and in Portuguese', async () => {
    for (const [language, refusal] of [
      ['es', 'Es más de lo que la factura aún cobra.'],
      ['pt', 'É mais do que a fatura ainda cobra.'],
    ] as const) {
      await i18n.changeLanguage(language);
      const server = salesServer({ settings: SETTINGS_ES, series: SERIES, documents: [FULL] });
      const { user, unmount } = renderApp('/sales/doc-F-12');
      await user.click(await screen.findByRole('button', { name: language === 'es' ? 'Rectificar' : 'Retificar' }));
      await user.click(await screen.findByRole('menuitem', { name: language === 'es' ? 'Anular todo' : 'Anular tudo' }));
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), 'Error');
      // Another counter took one tyre back while this dialog was open.
      rectifyIn(server.salesState, {
        mode: 'partial',
        id: 'doc-F-12',
        reason: 'Devolución',
        lines: [{ description: 'Cubierta', quantity: 1, priceCents: 3000, rateBp: 2100 }],
      });
      await user.click(
        within(dialog).getByRole('button', { name: language === 'es' ? 'Emitir la rectificativa' : 'Emitir a nota de crédito' }),
      );
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
      expect(server.salesState.documents.filter((document) => document.kind === 'rectifying')).toHaveLength(1);
      unmount();
    }
  });
});

describe('replacing a simplified invoice by a full one (docs/product.md §29.4)', () => {
  it('names the customer, their tax id checked as typed, then opens the full invoice; the simplified one links it', async () => {
    const server = salesServer({ settings: SETTINGS_ES, series: SERIES, documents: [SIMPLIFIED] });
    const { user } = renderApp('/sales/doc-T-1');
    await user.click(await screen.findByRole('button', { name: 'Sustituir por factura completa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sustituir la factura simplificada T2026/1' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre o razón social' }), 'Cliente Fiscal SL');
    const taxId = within(dialog).getByRole('textbox', { name: 'NIF' });
    await user.type(taxId, 'B12345675');
    expect(within(dialog).getByText('El dígito de control no coincide: revisa el número.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Dirección' }), 'Calle Sol 2');
    await user.click(within(dialog).getByRole('button', { name: 'Emitir la factura completa' }));
    expect(server.inputsTo('salesInvoicesRectify')).toEqual([]);
    await user.clear(taxId);
    await user.type(taxId, TAX_IDS.cif);
    expect(within(dialog).getByText('NIF comprobado')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Emitir la factura completa' }));
    const article = await screen.findByRole('article', { name: 'Factura en sustitución de simplificada F2026/1' });
    expect(server.inputsTo('salesInvoicesRectify')).toEqual([
      {
        mode: 'replace',
        id: 'doc-T-1',
        customer: {
          name: 'Cliente Fiscal SL',
          taxId: TAX_IDS.cif,
          country: 'ES',
          street: 'Calle Sol 2',
          postalCode: '',
          town: '',
          customerId: null,
        },
      },
    ]);
    expect(within(within(article).getByTestId('document-customer')).getByText('Cliente Fiscal SL')).toBeInTheDocument();
    expect(within(article).getByTestId('document-corrects')).toHaveTextContent(
      'Sustituye a: Factura simplificada T2026/1, de 23 de noviembre de 2026',
    );
    // The full invoice is rectified as any; it is not replaced.
    expect(screen.getByRole('button', { name: 'Rectificar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sustituir por factura completa' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sustituye a la factura simplificada T2026/1' }));
    const blocked = await screen.findByTestId('rectify-blocked');
    expect(blocked).toHaveTextContent(
      'Esta factura simplificada se sustituyó por la factura completa F2026/1: rectifícala a través de esa factura.',
    );
    expect(within(blocked).getByRole('link', { name: 'Abrir F2026/1' })).toHaveAttribute('href', '/sales/doc-F-1');
    expect(screen.queryByRole('button', { name: 'Rectificar' })).not.toBeInTheDocument();
  });

  it('says the server’s refusal of an invoice already replaced, with the full invoice’s link', async () => {
    const server = salesServer({ settings: SETTINGS_ES, series: SERIES, documents: [SIMPLIFIED] });
    const { user } = renderApp('/sales/doc-T-1');
    await user.click(await screen.findByRole('button', { name: 'Sustituir por factura completa' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre o razón social' }), 'Cliente Fiscal SL');
    await user.type(within(dialog).getByRole('textbox', { name: 'NIF' }), TAX_IDS.cif);
    await user.type(within(dialog).getByRole('textbox', { name: 'Dirección' }), 'Calle Sol 2');
    const customer = { name: 'Otro SL', taxId: TAX_IDS.cif, country: 'ES', street: 'Calle Luna 1' };
    rectifyIn(server.salesState, { mode: 'replace', id: 'doc-T-1', customer });
    await user.click(within(dialog).getByRole('button', { name: 'Emitir la factura completa' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Esta factura ya está sustituida por una factura completa.');
    expect(within(alert).getByRole('link', { name: 'Abrir la factura que la sustituye' })).toHaveAttribute('href', '/sales/doc-F-1');
  });
});

describe('who and where (docs/product.md §29.8, §29.10)', () => {
  it('offers a mechanic nothing', async () => {
    salesServer({ workshop: MECHANIC, settings: SETTINGS_ES, series: SERIES, documents: [SIMPLIFIED] });
    renderApp('/sales/doc-T-1');
    expect(await screen.findByText('Esta pantalla no está disponible para tu rol')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rectificar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sustituir por factura completa' })).not.toBeInTheDocument();
  });

  it('does not replace a Portuguese workshop’s simplified invoice: a credit note is issued instead', async () => {
    const { country, region, legalName, taxId, street, postalCode, town, province } = SETTINGS_PT;
    const portuguese = documentOf([lineOf({ description: 'Revisão', priceCents: 4500, rateBp: 2300 })], {
      issuer: { country, region, legalName, taxId, street, postalCode, town, province },
    });
    salesServer({ settings: SETTINGS_PT, series: SERIES, documents: [portuguese] });
    renderApp('/sales/doc-T-1');
    expect(await screen.findByRole('button', { name: 'Rectificar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sustituir por factura completa' })).not.toBeInTheDocument();
  });
});
