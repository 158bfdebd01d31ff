// docs/product.md §32.6: the chain's view's "Suscripción de la cadena": its state, the workshops it covers and the price;
// starting it goes to the checkout; cancelling asks first; its invoices download as PDFs; in es and pt.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { chainSubscriptionData } from '@/testing/chain-dashboard/factories';
import { captureDownloads } from '@/testing/downloads';
import { chainServer } from '@/testing/chain-dashboard/server';
import { renderApp } from '@/testing/render';

const section = async () => (await screen.findByRole('heading', { name: 'Suscripción de la cadena' })).closest('section') as HTMLElement;

describe('the chain’s subscription section', () => {
  it('shows the price for each workshop and starts a checkout for the whole chain', async () => {
    const server = chainServer({
      functions: { chainSubscriptionCheckout: () => ({ sessionId: 'cs_1', url: 'http://localhost/pay/checkout/cs_1' }) },
    });
    const { user } = renderApp('/chain');
    const card = await section();
    expect(await within(card).findByText('Sin suscripción de la cadena')).toBeInTheDocument();
    expect(within(card).getByText(/Workshop Pro: 29,99 € por taller × 2 talleres = 59,98 € por periodo/)).toBeInTheDocument();
    const covered = within(card).getByRole('list', { name: 'Talleres que paga la cadena' });
    expect(
      within(covered)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Taller Ana · Sede central', 'Taller Sur · su suscripción propia aún se renueva']);
    await user.click(within(card).getByRole('button', { name: /Pagar por toda la cadena/ }));
    expect(server.inputsTo('chainSubscriptionCheckout')).toEqual([{ planId: 'workshop-pro' }]);
  });

  it('speaks Portuguese', async () => {
    await act(() => setLanguage('pt'));
    chainServer();
    renderApp('/chain');
    const card = (await screen.findByRole('heading', { name: 'Assinatura da rede' })).closest('section') as HTMLElement;
    expect(await within(card).findByText(/29,99 € por oficina × 2 oficinas = 59,98 € por período/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Pagar por toda a rede/ })).toBeInTheDocument();
    await act(() => setLanguage('es'));
  });

  it('while active, cancels at the period’s end only after a confirmation, and lists the invoices with their PDF', async () => {
    let answer = chainSubscriptionData({
      state: 'active',
      currentPeriodEnd: '2026-07-15T10:00:00.000Z',
      invoices: [
        {
          id: 'i1',
          number: '2026-000007',
          issuedAt: '2026-06-15T10:00:00.000Z',
          periodStart: '2026-06-15T10:00:00.000Z',
          periodEnd: '2026-07-15T10:00:00.000Z',
          workshops: 2,
          total: 5_998,
          currency: 'EUR',
        },
      ],
    });
    const server = chainServer({
      functions: {
        chainSubscriptionGet: () => answer,
        chainSubscriptionCancel: () => {
          answer = { ...answer, cancelAtPeriodEnd: true };
          return answer;
        },
        chainInvoicesPdf: () => ({ fileName: 'factura-2026-000007.pdf', contentBase64: 'JVBERi0=' }),
      },
    });
    const { user } = renderApp('/chain');
    const card = await section();
    expect(await within(card).findByText('Activa')).toBeInTheDocument();
    expect(within(card).getByText('Se renueva el 15/07/2026')).toBeInTheDocument();
    const [row] = within(within(card).getByRole('table', { name: 'Facturas de la cadena' })).getAllByTestId('chain-invoice-row');
    expect(row).toHaveTextContent('2026-000007');
    expect(row).toHaveTextContent('59,98 €');

    await user.click(within(card).getByRole('button', { name: 'Cancelar al final del periodo' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar la suscripción de la cadena?' });
    expect(server.inputsTo('chainSubscriptionCancel')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar al final del periodo' }));
    expect(await within(card).findByText(/Termina el 15\/07\/2026/)).toBeInTheDocument();
    expect(server.inputsTo('chainSubscriptionCancel')).toEqual([null]);
    expect(within(card).getByRole('button', { name: 'Reanudar la suscripción' })).toBeInTheDocument();
    // The file is kept for the test: a real download would take the page to a blob: address, for every later test.
    const downloads = captureDownloads();
    await user.click(
      within(within(card).getAllByTestId('chain-invoice-row')[0]!).getByRole('button', { name: 'Descargar la factura 2026-000007 en PDF' }),
    );
    expect(server.inputsTo('chainInvoicesPdf')).toEqual([{ invoiceId: 'i1', language: 'es' }]);
    await waitFor(() => expect(downloads.map((file) => file.name)).toEqual(['factura-2026-000007.pdf']));
    expect(downloads[0]!.blob.type).toBe('application/pdf');
  });
});
