// docs/product.md §29.5: the charge screen's "Cobro": the payment rows with the country's methods, cash's change
// worked out as it is typed, several methods on one charge, a repair's deposit shown and deducted, payments over what
// remains said before sending and refused by the server (nothing issued), in Spanish and in Portuguese.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderApp } from '@/testing/render';
import { CHARGED_REPAIR as REPAIR, SERIES, SETTINGS_ES, SETTINGS_PT } from '@/testing/sales/factories';
import { paymentOf } from '@/testing/sales/payments';
import { salesServer } from '@/testing/sales/server';

/** A text with Intl's non-breaking spaces as plain ones. */
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ') ?? '';
const optionsOf = (select: HTMLElement) => [...select.querySelectorAll('option')].map((option) => option.textContent);

async function counterSale(user: ReturnType<typeof renderApp>['user'], price: string) {
  await user.type(await screen.findByRole('textbox', { name: 'Concepto de la línea 1' }), 'Cubierta');
  await user.type(screen.getByRole('textbox', { name: 'Precio con IVA de la línea 1' }), price);
}

describe('the charge screen’s payments (docs/product.md §29.5)', () => {
  it('prefills what remains, works out cash’s change as it is typed, and is charged from the keyboard', async () => {
    const server = salesServer({ settings: SETTINGS_ES, series: SERIES });
    const { user } = renderApp('/sales/new');
    await counterSale(user, '45');
    const payments = within(screen.getByRole('region', { name: 'Cobro' }));
    // Spain's methods: Bizum, never MB WAY.
    expect(optionsOf(payments.getByRole('combobox', { name: 'Forma de pago del cobro 1' }))).toEqual([
      'Efectivo',
      'Tarjeta',
      'Bizum',
      'Transferencia',
    ]);
    const amount = payments.getByRole('textbox', { name: 'Importe del cobro 1' });
    expect(amount).toHaveValue('45,00 €');
    expect(plain(payments.getByTestId('charge-remaining').textContent)).toBe('45,00 €');

    // Enter in the amount moves on to what was handed over, and from there to "Emitir y cobrar".
    await user.click(amount);
    await user.keyboard('{Enter}');
    const tendered = payments.getByRole('textbox', { name: 'Entregado en el cobro 1' });
    expect(tendered).toHaveFocus();
    await user.type(tendered, '40');
    expect(tendered).toHaveAccessibleDescription('Lo entregado no llega al importe.');
    await user.clear(tendered);
    await user.type(tendered, '50');
    expect(plain(payments.getByTestId('payment-change-1').textContent)).toBe('Cambio: 5,00 €');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Emitir y cobrar' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Factura T2026/1 emitida')).toBeInTheDocument();
    expect(server.inputsTo('salesInvoicesIssue')[0]?.payments).toEqual([{ method: 'cash', amountCents: 4500, tenderedCents: 5000 }]);
    expect(server.paymentsState).toMatchObject([{ kind: 'payment', documentId: 'doc-T-1', amountCents: 4500, changeCents: 500 }]);
  }, 30_000);

  it('sends two methods on one charge as two payments, the second row prefilled with what the first leaves', async () => {
    const server = salesServer({ settings: SETTINGS_ES, series: SERIES });
    const { user } = renderApp('/sales/new');
    await counterSale(user, '45');
    const payments = within(screen.getByRole('region', { name: 'Cobro' }));
    const first = payments.getByRole('textbox', { name: 'Importe del cobro 1' });
    await user.clear(first);
    await user.type(first, '20');
    await user.click(payments.getByRole('button', { name: 'Añadir otra forma de pago' }));
    expect(payments.getByRole('combobox', { name: 'Forma de pago del cobro 2' })).toHaveValue('card');
    expect(payments.getByRole('textbox', { name: 'Importe del cobro 2' })).toHaveValue('25,00 €');
    await user.selectOptions(payments.getByRole('combobox', { name: 'Forma de pago del cobro 2' }), 'Bizum');

    // Over what remains: said at once, and nothing is sent.
    const second = payments.getByRole('textbox', { name: 'Importe del cobro 2' });
    await user.clear(second);
    await user.type(second, '30');
    expect(plain(payments.getByTestId('payments-over').textContent)).toBe(
      'Los cobros pasan en 5,00 € de lo que queda por cobrar (45,00 €).',
    );
    await user.click(screen.getByRole('button', { name: 'Emitir y cobrar' }));
    expect(server.inputsTo('salesInvoicesIssue')).toEqual([]);

    await user.clear(second);
    await user.type(second, '25');
    expect(payments.queryByTestId('payments-over')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Emitir y cobrar' }));
    expect(await screen.findByText('Factura T2026/1 emitida')).toBeInTheDocument();
    expect(server.inputsTo('salesInvoicesIssue')[0]?.payments).toEqual([
      { method: 'cash', amountCents: 2000, tenderedCents: null },
      { method: 'bizum', amountCents: 2500, tenderedCents: null },
    ]);
    expect(server.paymentsState.map((entry) => [entry.method, entry.amountCents])).toEqual([
      ['cash', 2000],
      ['bizum', 2500],
    ]);
  }, 30_000);

  it('shows a repair’s deposit deducted, charges what remains, and the repair is paid', async () => {
    const server = salesServer({
      repairs: [REPAIR],
      settings: SETTINGS_ES,
      series: SERIES,
      payments: [paymentOf({ id: 'dep-1', amountCents: 2000 })],
    });
    const { user } = renderApp('/sales/new?repairId=r-1');
    const payments = within(await screen.findByRole('region', { name: 'Cobro' }));
    const deposits = await payments.findByTestId('charge-deposits');
    expect(plain(deposits.textContent)).toBe('Señal (Efectivo)−20,00 €');
    expect(plain(payments.getByTestId('charge-remaining').textContent)).toBe('30,98 €');
    expect(payments.getByRole('textbox', { name: 'Importe del cobro 1' })).toHaveValue('30,98 €');
    await user.selectOptions(payments.getByRole('combobox', { name: 'Forma de pago del cobro 1' }), 'Tarjeta');
    await user.click(screen.getByRole('button', { name: 'Emitir y cobrar' }));
    expect(await screen.findByText('Factura T2026/1 emitida')).toBeInTheDocument();
    expect(server.inputsTo('salesInvoicesIssue')[0]?.payments).toEqual([{ method: 'card', amountCents: 3098, tenderedCents: null }]);
    expect(server.repairsState.repairs.get('r-1')?.payment).toBe('paid');
  }, 30_000);

  it('shows the server’s refusal of payments over what remains, issues nothing, and reads what remains again', async () => {
    const server = salesServer({ repairs: [REPAIR], settings: SETTINGS_ES, series: SERIES });
    const { user } = renderApp('/sales/new?repairId=r-1');
    const payments = within(await screen.findByRole('region', { name: 'Cobro' }));
    expect(await payments.findByRole('textbox', { name: 'Importe del cobro 1' })).toHaveValue('50,98 €');
    // Meanwhile another till takes a deposit of 10,00 € on the repair.
    server.paymentsState.push(paymentOf({ id: 'dep-elsewhere', amountCents: 1000 }));
    await user.click(screen.getByRole('button', { name: 'Emitir y cobrar' }));
    const alert = await payments.findByRole('alert');
    expect(alert).toHaveTextContent('No se ha emitido la factura');
    expect(alert).toHaveTextContent('Los cobros superan lo que queda por cobrar. Revisa los importes: no se ha cobrado nada.');
    expect(server.salesState.documents).toEqual([]);
    await waitFor(() => expect(plain(payments.getByTestId('charge-remaining').textContent)).toBe('40,98 €'));
    expect(payments.getByRole('textbox', { name: 'Importe del cobro 1' })).toHaveValue('40,98 €');
  }, 30_000);

  it('speaks Portuguese: MB WAY, the deposit as “Sinal”, the change as “Troco”, and the refusal', async () => {
    await i18n.changeLanguage('pt');
    const server = salesServer({
      repairs: [REPAIR],
      settings: SETTINGS_PT,
      series: SERIES,
      payments: [paymentOf({ id: 'dep-1', amountCents: 2000, method: 'mbway' })],
    });
    const { user } = renderApp('/sales/new?repairId=r-1');
    const payments = within(await screen.findByRole('region', { name: 'Pagamento' }));
    expect(plain((await payments.findByTestId('charge-deposits')).textContent)).toBe('Sinal (MB WAY)−20,00 €');
    expect(optionsOf(payments.getByRole('combobox', { name: 'Meio de pagamento 1' }))).toEqual([
      'Numerário',
      'Cartão',
      'MB WAY',
      'Transferência',
    ]);
    await user.type(payments.getByRole('textbox', { name: 'Entregue no pagamento 1' }), '50');
    expect(plain(payments.getByTestId('payment-change-1').textContent)).toBe(`Troco: ${plain('19,02 €')}`);
    server.paymentsState.push(paymentOf({ id: 'dep-elsewhere', amountCents: 1000 }));
    await user.click(screen.getByRole('button', { name: 'Emitir e cobrar' }));
    const alert = await payments.findByRole('alert');
    expect(alert).toHaveTextContent('A fatura não foi emitida');
    expect(alert).toHaveTextContent('Os pagamentos excedem o que falta pagar. Reveja os valores: nada foi cobrado.');
    expect(server.salesState.documents).toEqual([]);
  }, 30_000);
});
