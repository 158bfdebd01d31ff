import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_SAVED_AT } from '@/testing/customers-server';
import { renderApp } from '@/testing/render';
import { JUAN, LUIS, MARTA } from '@/testing/customers/factories';
import { MECHANIC, customersServer } from '@/testing/customers/server';

async function openOrca() {
  const view = renderApp('/customers/c-marta/bikes/b-orca');
  await screen.findByRole('heading', { name: 'Orbea Orca', level: 1 });
  return view;
}

describe('the bike page (docs/product.md §12)', () => {
  it('is opened from the customer page’s bike card', async () => {
    customersServer({ customers: [MARTA] });
    const { user } = renderApp('/customers/c-marta');
    await user.click(await screen.findByRole('link', { name: 'Abrir la bici Orbea Orca' }));
    expect(await screen.findByRole('heading', { name: 'Orbea Orca', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('N.º de cuadro')).toHaveValue('WTU123');
  });

  it('shows its owner and its history newest first, a previous owner’s repair included, each a link', async () => {
    customersServer({ customers: [MARTA, LUIS] });
    await openOrca();
    expect(screen.getByTestId('bike-owner')).toHaveTextContent('Marta Ruiz');
    const rows = screen.getAllByTestId('bike-repair');
    expect(rows.map((row) => within(row).getAllByRole('link')[0]!.getAttribute('href'))).toEqual([
      '/repairs/r-new',
      '/repairs/r-old',
      '/repairs/r-luis',
    ]);
    expect(within(rows[2]!).getByText(/Luis Gil/)).toHaveTextContent('Luis Gil (dueño anterior)');
  });

  it('saves an edit with the lastUpdate it loaded, and refuses a year after next year without sending', async () => {
    const server = customersServer({ customers: [MARTA] });
    const { user } = await openOrca();
    await user.clear(screen.getByLabelText('Año'));
    await user.type(screen.getByLabelText('Año'), String(new Date().getFullYear() + 2));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Introduce un año entre 1900 y el año que viene.')).toBeInTheDocument();
    expect(server.inputsTo('bikesUpdate')).toEqual([]);
    await user.clear(screen.getByLabelText('Año'));
    await user.type(screen.getByLabelText('Año'), '2021');
    await user.clear(screen.getByRole('combobox', { name: 'Marca' }));
    await user.type(screen.getByRole('combobox', { name: 'Marca' }), 'specialized');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.inputsTo('bikesUpdate')).toHaveLength(1));
    expect(server.inputsTo('bikesUpdate')[0]).toEqual({
      id: 'b-orca',
      expectedLastUpdate: CUSTOMER_SAVED_AT,
      changes: { manufacturer: 'specialized', year: 2021 },
    });
    // The server's option comes back: the list's name.
    expect(await screen.findByRole('heading', { name: 'Specialized Orca', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  });

  it('loads the current version and says so when someone else saved first', async () => {
    const server = customersServer({ customers: [MARTA] });
    const { user } = await openOrca();
    const stored = server.findBike('b-orca')!;
    stored.record.bikes = [{ ...stored.bike, color: 'Verde', lastUpdate: '2026-11-23T12:00:00.000Z' }];
    await user.type(screen.getByLabelText('Notas'), 'Cubierta tubeless');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Otra persona ha cambiado esta bici');
    await waitFor(() => expect(screen.getByLabelText('Color')).toHaveValue('Verde'));
    expect(screen.getByLabelText('Notas')).toHaveValue('');
  });

  it('moves the bike to a customer picked with a search, after a confirmation, keeping its history', async () => {
    const server = customersServer({ customers: [MARTA, JUAN] });
    const { user } = await openOrca();
    await user.click(screen.getByRole('button', { name: 'Pasar a otro cliente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pasar la bici a otro cliente' });
    expect(within(dialog).getByRole('button', { name: 'Pasar la bici' })).toBeDisabled();
    await user.type(within(dialog).getByRole('combobox', { name: 'Nuevo dueño' }), 'juan');
    await user.click(await screen.findByRole('option', { name: /Juan Pérez/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Pasar la bici' }));
    await waitFor(() => expect(server.inputsTo('bikesTransfer')).toEqual([{ bikeId: 'b-orca', toCustomerId: 'c-juan' }]));
    await waitFor(() => expect(screen.getByTestId('bike-owner')).toHaveTextContent('Juan Pérez'));
    expect(screen.getAllByTestId('bike-repair')).toHaveLength(2);
  });

  it('tells why a bike with repairs cannot be deleted', async () => {
    customersServer({ customers: [MARTA] });
    const { user } = await openOrca();
    await user.click(screen.getByRole('button', { name: 'Eliminar bici' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar bici' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No se puede eliminar: tiene 2 reparaciones.');
  });

  it('shows a mechanic no delete button', async () => {
    customersServer({ customers: [MARTA], workshop: MECHANIC });
    await openOrca();
    expect(screen.getByRole('button', { name: 'Pasar a otro cliente' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar bici' })).not.toBeInTheDocument();
  });

  it('adds a new bike from the customer page, its manufacturer from the list', async () => {
    const server = customersServer({ customers: [JUAN] });
    const { user } = renderApp('/customers/c-juan');
    await user.click(await screen.findByRole('button', { name: 'Nueva bici' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva bici' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Marca' }), 'Mondr');
    await user.click(await screen.findByRole('option', { name: 'Mondraker' }));
    await user.type(within(dialog).getByLabelText('Modelo'), 'Foxy');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar bici' }));
    await waitFor(() => expect(server.inputsTo('bikesCreate')).toHaveLength(1));
    expect(server.inputsTo('bikesCreate')[0]).toMatchObject({ customerId: 'c-juan', manufacturer: 'Mondraker', model: 'Foxy' });
    expect(await screen.findByRole('link', { name: 'Abrir la bici Mondraker Foxy' })).toBeInTheDocument();
  });
});
