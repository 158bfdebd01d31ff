import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { JUAN, MARTA, manyCustomers } from '@/testing/customers/factories';
import { customersServer } from '@/testing/customers/server';

const customerLinks = () =>
  within(screen.getByRole('table'))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the customers list', () => {
  it('lists the customers most recently seen first, each a link to their page', async () => {
    customersServer({ customers: [JUAN, MARTA] });
    renderApp('/customers');
    expect(await screen.findByRole('link', { name: 'Marta Ruiz' })).toHaveAttribute('href', '/customers/c-marta');
    expect(customerLinks()).toEqual(['Marta Ruiz', 'Juan Pérez']);
    const marta = screen.getByRole('link', { name: 'Marta Ruiz' }).closest('tr')!;
    expect(within(marta).getByText('611 222 333')).toBeInTheDocument();
    expect(within(marta).getByText('1 bici')).toBeInTheDocument();
    expect(within(marta).getByText('20/11/2026')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: 'Juan Pérez' }).closest('tr')!).getByText('Sin visitas')).toBeInTheDocument();
  });

  it('searches as one types: a phone’s last digits, a bike’s brand', async () => {
    const server = customersServer({ customers: [JUAN, MARTA] });
    const { user } = renderApp('/customers');
    await screen.findByRole('link', { name: 'Marta Ruiz' });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar clientes' }), '2333');
    await waitFor(() => expect(customerLinks()).toEqual(['Marta Ruiz']));
    expect(server.inputsTo('customersList').at(-1)).toMatchObject({ search: '2333', offset: 0 });
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar clientes' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar clientes' }), 'orbea');
    await waitFor(() => expect(server.inputsTo('customersList').at(-1)).toMatchObject({ search: 'orbea' }));
    expect(customerLinks()).toEqual(['Marta Ruiz']);
  });

  it('says there are no results for what was typed', async () => {
    customersServer({ customers: [JUAN, MARTA] });
    const { user } = renderApp('/customers');
    await screen.findByRole('link', { name: 'Marta Ruiz' });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar clientes' }), 'zzz');
    expect(await screen.findByText('No hay clientes para «zzz».')).toBeInTheDocument();
  });

  it('explains, without customers, that they are added when a repair is taken in, and opens the intake', async () => {
    customersServer();
    const { user } = renderApp('/customers');
    expect(await screen.findByText('Todavía no hay clientes')).toBeInTheDocument();
    expect(screen.getByText(/Los clientes se añaden al recoger una reparación/)).toBeInTheDocument();
    const [, emptyStateButton] = screen.getAllByRole('button', { name: 'Nueva reparación' });
    await user.click(emptyStateButton!);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('loads the next page on "Cargar más" until there is none', async () => {
    const server = customersServer({ customers: manyCustomers(60) });
    const { user } = renderApp('/customers');
    await screen.findByRole('link', { name: 'Cliente 059' });
    expect(customerLinks()).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(customerLinks()).toHaveLength(60));
    expect(customerLinks().at(-1)).toBe('Cliente 000');
    expect(server.inputsTo('customersList').at(-1)).toMatchObject({ offset: 50, limit: 50 });
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
  });
});
