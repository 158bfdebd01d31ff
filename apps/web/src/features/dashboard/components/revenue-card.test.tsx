// docs/product.md §16.1 and §29: the revenue card says where its figure comes from; a workshop that issues documents
// sees them per VAT rate and the money taken per method, in Spanish and in Portuguese.
import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { dashboardData, documentsRevenue, emptyDashboard } from '@/testing/dashboard/factories';
import { dashboardServer } from '@/testing/dashboard/server';
import { renderApp } from '@/testing/render';

const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

async function revenueCard(title: string) {
  renderApp('/dashboard');
  return screen.findByRole('region', { name: title });
}

describe('the revenue card', () => {
  it('says its figure comes from the repairs while no document was issued', async () => {
    dashboardServer();
    const card = await revenueCard('Facturación');
    expect(within(card).getByText(/Según los precios de las reparaciones del periodo/)).toBeInTheDocument();
    expect(within(card).queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the documents’ revenue per VAT rate and per method, its figure opening the timeframe’s documents', async () => {
    dashboardServer({ dashboard: dashboardData({ revenue: documentsRevenue() }) });
    const card = await revenueCard('Facturación');
    const headline = within(card).getByRole('link', { name: /^173,00\s€ facturado en el periodo$/ });
    // The factory's timeframe: 1 and 2 June 2026.
    expect(headline.getAttribute('href')).toBe('/sales?from=2026-06-01&to=2026-06-02');
    expect(within(card).getByText('Según las facturas emitidas en el periodo, descontadas las rectificativas.')).toBeInTheDocument();
    const rates = within(card).getByRole('table', { name: 'Por tipo de IVA' });
    expect(within(rates).getAllByRole('row').map(text)).toEqual([
      'TipoBaseIVATotal',
      '21 %124,80 €26,20 €151,00 €',
      '10 %20,00 €2,00 €22,00 €',
    ]);
    const methods = within(card).getByRole('list', { name: 'Cobrado por forma de pago' });
    // MB WAY took nothing: left out; a refund larger than what was taken shows negative.
    expect(within(methods).getAllByRole('listitem').map(text)).toEqual([
      'Efectivo50,00 €',
      'Tarjeta2,00 €',
      'Bizum121,00 €',
      'Transferencia-10,00 €',
    ]);
    expect(within(card).queryByText('Por estado de pago')).not.toBeInTheDocument();
  });

  it('shows counter sales’ revenue even with no repair in the timeframe', async () => {
    dashboardServer({ dashboard: emptyDashboard({ revenue: documentsRevenue() }) });
    const card = await revenueCard('Facturación');
    expect(within(card).getByRole('table', { name: 'Por tipo de IVA' })).toBeInTheDocument();
  });

  it('speaks Portuguese', async () => {
    await act(() => setLanguage('pt'));
    dashboardServer({ dashboard: dashboardData({ revenue: documentsRevenue() }) });
    const card = await revenueCard('Faturação');
    expect(within(card).getByRole('link', { name: /faturado no período$/ })).toBeInTheDocument();
    expect(within(card).getByText('Segundo as faturas emitidas no período, descontadas as notas de crédito.')).toBeInTheDocument();
    const rates = within(card).getByRole('table', { name: 'Por taxa de IVA' });
    expect(text(within(rates).getAllByRole('row')[0]!)).toBe('TaxaBaseIVATotal');
    const methods = within(card).getByRole('list', { name: 'Recebido por meio de pagamento' });
    expect(within(methods).getAllByRole('listitem').map(text)[0]).toMatch(/^Numerário50,00\s€$/);
    expect(within(card).getByText('Pagamentos e sinais do período, menos devoluções.')).toBeInTheDocument();
  });

  it('speaks Portuguese about the repairs’ prices too', async () => {
    await act(() => setLanguage('pt'));
    dashboardServer();
    const card = await revenueCard('Faturação');
    expect(within(card).getByText(/Segundo os preços das reparações do período/)).toBeInTheDocument();
  });
});
