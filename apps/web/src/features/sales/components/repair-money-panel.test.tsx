// docs/product.md §29.5: the repair page's money, for those who charge: its deposits with what remains, a deposit taken
// with cash's change, an entry refunded with its reason, a repair closed without charging; a mechanic sees none of it.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderApp } from '@/testing/render';
import { CHARGED_REPAIR as REPAIR, documentOf, lineOf, SERIES, SETTINGS_ES, SETTINGS_PT } from '@/testing/sales/factories';
import { paymentOf } from '@/testing/sales/payments';
import { MECHANIC, salesServer } from '@/testing/sales/server';

const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ') ?? '';

const panel = async (name = 'Cobros y señales') => within(await screen.findByRole('region', { name }));

describe('the repair page’s money (docs/product.md §29.5)', () => {
  it('takes a deposit with cash’s change, shows it with what remains, and refunds it with a reason', async () => {
    const server = salesServer({ repairs: [REPAIR], settings: SETTINGS_ES, series: SERIES });
    const { user } = renderApp('/repairs/r-1');
    const money = await panel();
    expect(await money.findByText('Todavía no hay cobros ni señales.')).toBeInTheDocument();
    expect(plain(money.getByTestId('balance-remaining').textContent)).toBe('Pendiente50,98 €');

    await user.click(money.getByRole('button', { name: 'Tomar señal' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Tomar una señal' }));
    expect(dialog.getByText(/^Como mucho 50,98/)).toBeInTheDocument();
    // More than the lines charge is said at once and not sent.
    await user.type(dialog.getByRole('textbox', { name: 'Importe del cobro 1' }), '60');
    expect(plain(dialog.getByTestId('payments-over').textContent)).toBe('Los cobros pasan en 9,02 € de lo que queda por cobrar (50,98 €).');
    await user.click(dialog.getByRole('button', { name: 'Tomar señal' }));
    expect(server.inputsTo('salesDepositsTake')).toEqual([]);
    await user.clear(dialog.getByRole('textbox', { name: 'Importe del cobro 1' }));
    await user.type(dialog.getByRole('textbox', { name: 'Importe del cobro 1' }), '20');
    await user.type(dialog.getByRole('textbox', { name: 'Entregado en el cobro 1' }), '50');
    expect(plain(dialog.getByTestId('payment-change-1').textContent)).toBe('Cambio: 30,00 €');
    await user.click(dialog.getByRole('button', { name: 'Tomar señal' }));
    expect(await screen.findByText('Señal registrada. Cambio: 30,00 €')).toBeInTheDocument();
    expect(server.inputsTo('salesDepositsTake')).toEqual([{ repairId: 'r-1', method: 'cash', amountCents: 2000, tenderedCents: 5000 }]);

    const entries = within(await money.findByRole('table', { name: 'Cobros de la reparación' }));
    expect(entries.getByText('Señal · Efectivo')).toBeInTheDocument();
    await waitFor(() => expect(plain(money.getByTestId('balance-remaining').textContent)).toBe('Pendiente30,98 €'));
    expect(plain(money.getByTestId('balance-deposits').textContent)).toBe('Señales-20,00 €');
    // Holding money, the repair is no longer closed without charging.
    expect(money.queryByRole('button', { name: 'Cerrar sin cobrar' })).not.toBeInTheDocument();

    await user.click(entries.getByRole('button', { name: 'Devolver' }));
    const refund = within(await screen.findByRole('dialog', { name: 'Devolver una señal' }));
    await user.click(refund.getByRole('button', { name: 'Devolver' }));
    expect(refund.getByRole('textbox', { name: 'Motivo' })).toHaveAccessibleDescription('Indica el motivo de la devolución.');
    expect(server.inputsTo('salesPaymentsRefund')).toEqual([]);
    await user.type(refund.getByRole('textbox', { name: 'Motivo' }), 'El cliente no hace la reparación');
    await user.click(refund.getByRole('button', { name: 'Devolver' }));
    expect(await screen.findByText(/^Devolución de 20,00\s€ registrada$/)).toBeInTheDocument();
    expect(server.inputsTo('salesPaymentsRefund')).toEqual([
      { paymentId: 'pay-001', amountCents: null, reason: 'El cliente no hace la reparación' },
    ]);
    await waitFor(() => expect(plain(money.getByTestId('balance-remaining').textContent)).toBe('Pendiente50,98 €'));
    expect(money.getByText('El cliente no hace la reparación')).toBeInTheDocument();
    expect(money.queryByRole('button', { name: 'Devolver' })).not.toBeInTheDocument();
    // Refunds took everything back: pending again.
    expect(server.repairsState.repairs.get('r-1')?.payment).toBe('pending');
  }, 40_000);

  it('closes a sponsored repair without charging, once confirmed', async () => {
    const server = salesServer({ repairs: [REPAIR], settings: SETTINGS_ES, series: SERIES });
    const { user } = renderApp('/repairs/r-1');
    const money = await panel();
    await user.click(await money.findByRole('button', { name: 'Cerrar sin cobrar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cerrar la reparación sin cobrar' }));
    await user.click(dialog.getByRole('radio', { name: 'Cerrada sin cobrar: patrocinio' }));
    await user.click(dialog.getByRole('button', { name: 'Cerrar sin cobrar' }));
    expect(await money.findByText('Reparación cerrada sin cobrar por patrocinio.')).toBeInTheDocument();
    expect(server.inputsTo('salesRepairsCloseWithoutCharge')).toEqual([{ repairId: 'r-1', reason: 'sponsorship' }]);
    expect(server.repairsState.repairs.get('r-1')?.payment).toBe('sponsorship');
    expect(money.queryByRole('button', { name: 'Tomar señal' })).not.toBeInTheDocument();
  }, 30_000);

  it('links an invoiced repair to its invoice, and takes no deposit on it', async () => {
    const invoice = documentOf([lineOf({ description: 'Puesta a punto básica', priceCents: 5098 })], { repairId: 'r-1', number: 3 });
    salesServer({
      repairs: [REPAIR],
      settings: SETTINGS_ES,
      series: SERIES,
      documents: [invoice],
      payments: [paymentOf({ id: 'dep-1', amountCents: 2000 })],
    });
    renderApp('/repairs/r-1');
    const money = await panel();
    expect(await money.findByRole('link', { name: 'Ver la factura para cobrarla' })).toHaveAttribute('href', '/sales/doc-T-3');
    expect(plain(money.getByTestId('balance-remaining').textContent)).toBe('Pendiente30,98 €');
    expect(money.queryByRole('button', { name: 'Tomar señal' })).not.toBeInTheDocument();
    expect(money.queryByRole('button', { name: 'Cerrar sin cobrar' })).not.toBeInTheDocument();
  });

  it('speaks Portuguese, to the server’s refusal', async () => {
    await i18n.changeLanguage('pt');
    const server = salesServer({ repairs: [REPAIR], settings: SETTINGS_PT, series: SERIES });
    const { user } = renderApp('/repairs/r-1');
    const money = await panel('Pagamentos e sinais');
    await user.click(await money.findByRole('button', { name: 'Receber sinal' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Receber um sinal' }));
    await user.type(dialog.getByRole('textbox', { name: 'Valor do pagamento 1' }), '50');
    // Meanwhile another till takes a deposit of 10,00 €: 50,00 € is now over what remains.
    server.paymentsState.push(paymentOf({ id: 'dep-elsewhere', amountCents: 1000 }));
    await user.click(dialog.getByRole('button', { name: 'Receber sinal' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Os pagamentos excedem o que falta pagar. Reveja os valores: nada foi cobrado.',
    );
  }, 30_000);

  it('is not a mechanic’s: no money on the repair page, and nothing asked', async () => {
    const server = salesServer({ workshop: MECHANIC, repairs: [REPAIR], settings: SETTINGS_ES, series: SERIES });
    renderApp('/repairs/r-1');
    expect(await screen.findByRole('heading', { name: 'Reparación de Ana López', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cobros y señales' })).not.toBeInTheDocument();
    expect(server.inputsTo('salesPaymentsList')).toEqual([]);
  });
});
