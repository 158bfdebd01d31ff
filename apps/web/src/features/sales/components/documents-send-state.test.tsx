// docs/product.md §29, §29.7: a Spanish workshop's documents list filtered by the VERI*FACTU record's sending state,
// kept in the address, and a badge on each row whose record the AEAT refused or accepted with errors; a Portuguese
// workshop is asked nothing of the kind.
import type { VerifactuSendState } from '@rueda/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderApp } from '@/testing/render';
import { documentOf, lineOf, SERIES, SETTINGS_ES, SETTINGS_PT } from '@/testing/sales/factories';
import { salesServer } from '@/testing/sales/server';

const DOCUMENTS = [1, 2, 3, 4].map((number) =>
  documentOf([lineOf({ description: 'Puesta a punto', priceCents: 3500 })], { number, issuedAt: `2026-11-2${number}T10:00:00.000Z` }),
);
const record = (sendState: VerifactuSendState) => ({ huella: 'A'.repeat(64), xml: '<x/>', qrUrl: 'https://aeat.test/qr', sendState });
const VERIFACTU = {
  'doc-T-1': record('accepted'),
  'doc-T-2': record('refused'),
  'doc-T-3': record('accepted-with-errors'),
  'doc-T-4': record('pending'),
};

/** Each row's number cell as read: the number and its badge, if any. */
const numbersOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent);

describe('the documents list by VERI*FACTU sending state (docs/product.md §29.7)', () => {
  it('marks the rows the AEAT refused or accepted with errors, and filters by state', async () => {
    const server = salesServer({ settings: SETTINGS_ES, series: SERIES, documents: DOCUMENTS, verifactu: VERIFACTU });
    const { user, router } = renderApp('/sales');
    const table = await screen.findByRole('table', { name: 'Facturas emitidas' });
    await waitFor(() =>
      expect(numbersOf(table)).toEqual(['T2026/4', 'T2026/3Con errores AEAT', 'T2026/2Rechazada por la AEAT', 'T2026/1']),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Envío a la AEAT' }), 'refused');
    await waitFor(() => expect(numbersOf(table)).toEqual(['T2026/2Rechazada por la AEAT']));
    expect(router.state.location.search).toBe('?aeat=refused');
    expect(server.inputsTo('salesInvoicesList')).toContainEqual({
      search: '',
      seriesId: null,
      kind: null,
      from: null,
      to: null,
      sendState: 'refused',
      limit: 100,
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Envío a la AEAT' }), 'pending');
    await waitFor(() => expect(numbersOf(table)).toEqual(['T2026/4']));
  });

  it('opens with the state an address holds, in Portuguese too', async () => {
    await i18n.changeLanguage('pt');
    salesServer({ settings: SETTINGS_ES, series: SERIES, documents: DOCUMENTS, verifactu: VERIFACTU });
    renderApp('/sales?aeat=accepted-with-errors');
    const table = await screen.findByRole('table', { name: 'Faturas emitidas' });
    await waitFor(() => expect(numbersOf(table)).toEqual(['T2026/3Com erros AEAT']));
    expect(screen.getByRole('combobox', { name: 'Envio à AEAT' })).toHaveValue('accepted-with-errors');
  });

  it('asks a Portuguese workshop nothing of the kind', async () => {
    const server = salesServer({ settings: SETTINGS_PT, series: SERIES, documents: DOCUMENTS });
    renderApp('/sales');
    const table = await screen.findByRole('table', { name: 'Facturas emitidas' });
    expect(numbersOf(table)).toEqual(['T2026/4', 'T2026/3', 'T2026/2', 'T2026/1']);
    expect(screen.queryByRole('combobox', { name: 'Envío a la AEAT' })).not.toBeInTheDocument();
    expect(server.inputsTo('salesInvoicesList').filter((input) => input.sendState)).toEqual([]);
  });
});
