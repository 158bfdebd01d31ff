import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { CUSTOMER_SAVED_AT } from '@/testing/customers-server';
import { renderApp } from '@/testing/render';
import { JUAN, MARTA } from '@/testing/customers/factories';
import { MECHANIC, customersServer } from '@/testing/customers/server';

async function openMarta(url = '/customers/c-marta') {
  const view = renderApp(url);
  await screen.findByRole('heading', { name: 'Marta Ruiz', level: 1 });
  return view;
}

describe('the customer page', () => {
  it('shows the contact details, the bikes, the repairs newest first, the total spent and the last visit', async () => {
    customersServer({ customers: [MARTA] });
    await openMarta();
    expect(screen.getByLabelText('Teléfono')).toHaveValue('611 222 333');
    expect(screen.getByLabelText('DNI / NIF')).toHaveValue('12345678Z');
    expect(screen.getByRole('checkbox', { name: 'Acepta mensajes por WhatsApp' })).toBeChecked();
    expect(screen.getByText('desde el 23 de noviembre de 2026')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Acepta mensajes por correo' })).not.toBeChecked();
    const bike = screen.getByRole('listitem', { name: 'Orbea Orca' });
    for (const fact of ['Rojo', '2022', 'Carretera', 'WTU123']) expect(within(bike).getByText(fact)).toBeInTheDocument();
    const repairs = screen.getAllByTestId('customer-repair');
    expect(repairs.map((row) => within(row).getByRole('link').getAttribute('href'))).toEqual(['/repairs/r-new', '/repairs/r-old']);
    expect(within(repairs[0]!).getByText('En curso')).toBeInTheDocument();
    expect(within(repairs[1]!).getByText('45,00 €')).toBeInTheDocument();
    expect(screen.getByTestId('customer-total-spent')).toHaveTextContent('45,00 €');
    expect(screen.getByTestId('customer-last-visit')).toHaveTextContent('20/11/2026');
  });

  it('saves an edited field with the lastUpdate it loaded', async () => {
    const server = customersServer({ customers: [MARTA] });
    const { user } = await openMarta();
    await user.clear(screen.getByLabelText('Teléfono'));
    await user.type(screen.getByLabelText('Teléfono'), '622 333 444');
    await user.click(screen.getByRole('checkbox', { name: 'Acepta mensajes por correo' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.inputsTo('customersUpdate')).toHaveLength(1));
    const [input] = server.inputsTo('customersUpdate');
    expect(input).toMatchObject({ id: 'c-marta', expectedLastUpdate: CUSTOMER_SAVED_AT, changes: { phone: '622 333 444' } });
    expect(input?.changes.emailConsentAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await screen.findByText('Cliente guardado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  });

  it('says in the user’s language what is wrong with a field, and sends nothing', async () => {
    const server = customersServer({ customers: [MARTA] });
    const { user } = await openMarta();
    await user.clear(screen.getByLabelText('Teléfono'));
    await user.type(screen.getByLabelText('Teléfono'), '12');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(/Introduce un teléfono válido/)).toBeInTheDocument();
    await act(() => setLanguage('pt'));
    expect(await screen.findByText(/Introduza um telefone válido/)).toBeInTheDocument();
    expect(server.inputsTo('customersUpdate')).toEqual([]);
  });

  it('loads the current version and says so when someone else saved first', async () => {
    const server = customersServer({ customers: [MARTA] });
    const { user } = await openMarta();
    const stored = server.findCustomer('c-marta')!;
    stored.customer = { ...stored.customer, notes: 'Prefiere que le llamen por la tarde', lastUpdate: '2026-11-23T12:00:00.000Z' };
    await user.type(screen.getByLabelText('Dirección'), 'Calle Mayor 1');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Otra persona ha cambiado este cliente; se ha cargado la versión actual.');
    await waitFor(() => expect(screen.getByLabelText('Notas')).toHaveValue('Prefiere que le llamen por la tarde'));
    expect(screen.getByLabelText('Dirección')).toHaveValue('');
  });

  it('shows a mechanic no delete button', async () => {
    customersServer({ customers: [MARTA], workshop: MECHANIC });
    await openMarta();
    expect(screen.getByRole('button', { name: 'Nueva reparación' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar cliente' })).not.toBeInTheDocument();
  });

  it('offers a customer with repairs the deletion of their personal data rather than a delete (docs/product.md §11.4)', async () => {
    customersServer({ customers: [MARTA] });
    const { user } = await openMarta();
    expect(screen.queryByRole('button', { name: 'Eliminar cliente' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Borrar datos personales' }));
    // Marta still consents to WhatsApp: the dialog says what to do first.
    expect(await within(await screen.findByRole('dialog')).findByText(/Retira los dos consentimientos/)).toBeInTheDocument();
  });

  it('deletes a customer without repairs after confirming, and goes back to the list', async () => {
    const server = customersServer({ customers: [JUAN, MARTA] });
    const { user } = renderApp('/customers/c-juan');
    await screen.findByRole('heading', { name: 'Juan Pérez', level: 1 });
    await user.click(screen.getByRole('button', { name: 'Eliminar cliente' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('heading', { name: 'Clientes', level: 1 })).toBeInTheDocument();
    expect(server.findCustomer('c-juan')).toBeUndefined();
    expect(await screen.findByRole('link', { name: 'Marta Ruiz' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Juan Pérez' })).not.toBeInTheDocument();
  });

  it('opens the fast intake with the customer chosen', async () => {
    customersServer({ customers: [MARTA] });
    const { user } = await openMarta();
    await user.click(screen.getByRole('button', { name: 'Nueva reparación' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/Marta Ruiz/)).toBeInTheDocument();
  });

  it('says a customer that does not exist is not found, with a way back', async () => {
    customersServer({ customers: [MARTA] });
    renderApp('/customers/nobody');
    expect(await screen.findByRole('alert')).toHaveTextContent('Este cliente no existe o ha sido eliminado.');
    expect(screen.getByRole('link', { name: 'Volver a clientes' })).toHaveAttribute('href', '/customers');
  });

  it('speaks Portuguese', async () => {
    await setLanguage('pt');
    customersServer({ customers: [MARTA] });
    await openMarta();
    expect(screen.getByRole('button', { name: 'Nova reparação' })).toBeInTheDocument();
    expect(screen.getByText('Total gasto')).toBeInTheDocument();
    expect(screen.getByText('desde 23 de novembro de 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bicicletas' })).toBeInTheDocument();
    expect(screen.getByText('Estrada')).toBeInTheDocument();
  });
});
