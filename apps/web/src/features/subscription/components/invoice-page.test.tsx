import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';
import { failure } from '@/testing/fake-server';
import { subscriptionServer } from '@/testing/subscription/server';

afterEach(() => vi.restoreAllMocks());

describe('the invoice page', () => {
  it('shows an active workshop its invoice: number, date, both parties, plan, period, net, VAT and total', async () => {
    subscriptionServer();
    renderApp('/invoices/inv_2');
    const invoice = await screen.findByRole('article', { name: 'Factura 2026-000002' });
    const doc = within(invoice);
    expect(doc.getByRole('heading', { name: 'Factura 2026-000002', level: 1 })).toBeInTheDocument();
    expect(doc.getByText('Fecha: 23 de noviembre de 2026')).toBeInTheDocument();
    // The seller is the installation's operator; the workshop is only the customer.
    const seller = within(doc.getByTestId('invoice-seller'));
    expect(seller.getByText('Rueda Servicios, S.L.')).toBeInTheDocument();
    expect(seller.getByText('Calle del Operador 5, 28001 Madrid')).toBeInTheDocument();
    expect(seller.getByText('NIF: B87654321')).toBeInTheDocument();
    expect(seller.queryByText(/Taller Ana/)).toBeNull();
    const customer = within(doc.getByTestId('invoice-customer'));
    expect(customer.getByText('Taller Ana')).toBeInTheDocument();
    expect(customer.getByText('Taller Ana SL')).toBeInTheDocument();
    expect(customer.getByText('B12345678')).toBeInTheDocument();
    expect(doc.getByText('Workshop Pro')).toBeInTheDocument();
    expect(doc.getByText('Del 23 de noviembre de 2026 al 23 de diciembre de 2026')).toBeInTheDocument();
    expect(doc.getByText('Base imponible').nextElementSibling).toHaveTextContent('24,79 €');
    expect(doc.getByText('IVA (21 %)').nextElementSibling).toHaveTextContent('5,20 €');
    expect(doc.getByTestId('invoice-total')).toHaveTextContent('29,99 €');
  });

  it('prints with the browser', async () => {
    // happy-dom has no print dialog.
    const print = vi.fn();
    window.print = print;
    subscriptionServer();
    const { user } = renderApp('/invoices/inv_2');
    await user.click(await screen.findByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('downloads the PDF the server draws, named in the user’s language', async () => {
    const saved: { name: string; text: string }[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:invoice');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, text: this.href });
    });
    subscriptionServer();
    const { user } = renderApp('/invoices/inv_2');
    await user.click(await screen.findByRole('button', { name: 'Descargar PDF' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(saved[0]).toMatchObject({ name: 'factura-2026-000002.pdf', text: 'blob:invoice' });
  });

  it('says so when the PDF cannot be had', async () => {
    subscriptionServer({ functions: { invoicesPdf: () => failure('unavailable') } });
    const { user } = renderApp('/invoices/inv_2');
    await user.click(await screen.findByRole('button', { name: 'Descargar PDF' }));
    expect(await screen.findByText('No se ha podido descargar el PDF de la factura. Inténtalo de nuevo.')).toBeInTheDocument();
  });

  it('says so when the invoice cannot be had', async () => {
    subscriptionServer();
    renderApp('/invoices/inv_unknown');
    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido cargar la factura');
  });

  it('is reached from the payment history', async () => {
    subscriptionServer();
    const { router, user } = renderApp('/subscription');
    await user.click(await screen.findByRole('link', { name: '2026-000002' }));
    expect(await screen.findByRole('article', { name: 'Factura 2026-000002' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/invoices/inv_2');
  });
});
