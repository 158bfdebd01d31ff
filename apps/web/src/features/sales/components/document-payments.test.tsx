// docs/product.md §29.5: a document's payments: what remains, "Registrar cobro" with the charge screen's rows (two
// methods sent together), a refund of part of a payment with its reason, and the server's refusal of a payment over
// what remains.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from '@/features/auth';
import { renderComponent } from '@/testing/render';
import { documentOf, lineOf, SERIES, SETTINGS_ES } from '@/testing/sales/factories';
import { paymentOf } from '@/testing/sales/payments';
import { MECHANIC, salesServer } from '@/testing/sales/server';
import { DocumentPayments } from './document-payments';

const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ') ?? '';
/** Says when the session is read, so that what a mechanic does not see is checked once the role is known. */
function SignedIn() {
  return useSession().status === 'signed-in' ? <p>Signed in</p> : null;
}

const DOCUMENT = documentOf([lineOf({ description: 'Cubierta', priceCents: 4500 })], { number: 4 });

describe('a document’s payments (docs/product.md §29.5)', () => {
  it('records two methods together, then refunds part of one with its reason', async () => {
    const server = salesServer({ settings: SETTINGS_ES, series: SERIES, documents: [DOCUMENT] });
    const { user } = renderComponent(<DocumentPayments documentId="doc-T-4" />, { providers: 'app' });
    const money = within(await screen.findByRole('region', { name: 'Cobros' }));
    expect(await money.findByText('Todavía no hay cobros ni señales.')).toBeInTheDocument();
    expect(plain(money.getByTestId('balance-remaining').textContent)).toBe('Pendiente45,00 €');

    await user.click(money.getByRole('button', { name: 'Registrar cobro' }));
    const first = money.getByRole('textbox', { name: 'Importe del cobro 1' });
    expect(first).toHaveValue('45,00 €');
    await user.clear(first);
    await user.type(first, '20');
    await user.click(money.getByRole('button', { name: 'Añadir otra forma de pago' }));
    expect(money.getByRole('textbox', { name: 'Importe del cobro 2' })).toHaveValue('25,00 €');
    await user.click(money.getByRole('button', { name: 'Registrar cobro' }));
    expect(await screen.findByText('Cobro registrado')).toBeInTheDocument();
    expect(server.inputsTo('salesPaymentsRecord')).toEqual([
      {
        documentId: 'doc-T-4',
        payments: [
          { method: 'cash', amountCents: 2000, tenderedCents: null },
          { method: 'card', amountCents: 2500, tenderedCents: null },
        ],
      },
    ]);
    await waitFor(() => expect(plain(money.getByTestId('balance-remaining').textContent)).toBe('Pendiente0,00 €'));
    expect(money.queryByRole('button', { name: 'Registrar cobro' })).not.toBeInTheDocument();

    const entries = within(money.getByRole('table', { name: 'Cobros de la factura' }));
    await user.click(entries.getAllByRole('button', { name: 'Devolver' })[1]!);
    const refund = within(await screen.findByRole('dialog', { name: 'Devolver un cobro' }));
    expect(plain(refund.getByText(/^Se devuelve en Tarjeta/).textContent)).toBe('Se devuelve en Tarjeta; quedan 25,00 € por devolver.');
    const amount = refund.getByRole('textbox', { name: 'Importe a devolver' });
    await user.clear(amount);
    await user.type(amount, '10');
    await user.type(refund.getByRole('textbox', { name: 'Motivo' }), 'Cubierta de otra medida{Enter}');
    await waitFor(() => expect(plain(money.getByTestId('balance-remaining').textContent)).toBe('Pendiente10,00 €'));
    expect(server.inputsTo('salesPaymentsRefund')).toEqual([
      { paymentId: 'pay-002', amountCents: 1000, reason: 'Cubierta de otra medida' },
    ]);
    expect(entries.getByText('Devolución · Tarjeta')).toBeInTheDocument();
    expect(money.getByRole('button', { name: 'Registrar cobro' })).toBeInTheDocument();
  }, 40_000);

  it('shows the server’s refusal of a payment over what remains', async () => {
    const server = salesServer({ settings: SETTINGS_ES, series: SERIES, documents: [DOCUMENT] });
    const { user } = renderComponent(<DocumentPayments documentId="doc-T-4" />, { providers: 'app' });
    const money = within(await screen.findByRole('region', { name: 'Cobros' }));
    await user.click(await money.findByRole('button', { name: 'Registrar cobro' }));
    // Meanwhile another till records 5,00 € of it.
    server.paymentsState.push(paymentOf({ id: 'elsewhere', kind: 'payment', repairId: null, documentId: 'doc-T-4', amountCents: 500 }));
    await user.click(money.getByRole('button', { name: 'Registrar cobro' }));
    const alert = await money.findByRole('alert');
    expect(alert).toHaveTextContent('No se ha registrado el cobro');
    expect(alert).toHaveTextContent('Los cobros superan lo que queda por cobrar. Revisa los importes: no se ha cobrado nada.');
    expect(server.paymentsState).toHaveLength(1);
  });

  it('is not a mechanic’s', async () => {
    const server = salesServer({ workshop: MECHANIC, settings: SETTINGS_ES, series: SERIES, documents: [DOCUMENT] });
    renderComponent(
      <>
        <SignedIn />
        <DocumentPayments documentId="doc-T-4" />
      </>,
      { providers: 'app' },
    );
    expect(await screen.findByText('Signed in')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cobros' })).not.toBeInTheDocument();
    expect(server.inputsTo('salesPaymentsList')).toEqual([]);
  });
});
