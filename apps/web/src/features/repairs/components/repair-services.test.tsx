import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { catalogueOf } from '@/testing/catalogue-server';
import { renderApp } from '@/testing/render';
import { repair } from '@/testing/repairs/factories';
import { repairsServer } from '@/testing/repairs/server';

const CATALOGUE = catalogueOf({
  maintenances: [
    { id: 'm-cadena', title: 'Cambio de cadena', price: 1200, position: 1 },
    { id: 'm-purgado', title: 'Purgado de frenos', price: 2400, position: 0 },
    { id: 'm-engrase', title: 'Engrase antiguo', price: 900, position: 2, archived: true },
  ],
});

/** A repair that was given the maintenance before it was archived, at the price of the day. */
const WITH_ARCHIVED = repair({
  form: {
    services: { packs: [], maintenances: [{ id: 'm-engrase', title: 'Engrase (tarifa 2025)', price: 700, quantity: 1 }], stockItems: [] },
    suspensions: [],
  },
});

async function offeredMaintenances(user: ReturnType<typeof renderApp>['user'], pickerName = 'Añadir servicio') {
  await user.click(await screen.findByRole('combobox', { name: pickerName }));
  const listbox = await screen.findByRole('listbox');
  const options = within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent?.replace(/\s/g, ' '));
  await user.keyboard('{Escape}');
  return options;
}

describe('the repair page’s service picker', () => {
  it('offers the catalogue’s active items in position order; one already on the repair keeps its title and price', async () => {
    repairsServer({ repairs: [WITH_ARCHIVED], catalogue: CATALOGUE });
    const { user } = renderApp('/repairs/r-1');
    const services = await screen.findByRole('table', { name: 'Servicios' });
    expect(within(services).getByText('Engrase (tarifa 2025)')).toBeInTheDocument();
    expect(within(services).getByRole('textbox', { name: 'Precio de Engrase (tarifa 2025)' })).toHaveValue('7,00 €');
    await waitFor(async () =>
      expect(await offeredMaintenances(user)).toEqual(['Purgado de frenos · 24,00 €', 'Cambio de cadena · 12,00 €']),
    );
  });

  it('stops offering an item once it is archived on the services screen', async () => {
    const server = repairsServer({ repairs: [WITH_ARCHIVED], catalogue: CATALOGUE });
    const { user, router } = renderApp('/repairs/r-1');
    await screen.findByRole('table', { name: 'Servicios' });
    await waitFor(async () => expect(await offeredMaintenances(user)).toContain('Purgado de frenos · 24,00 €'));

    await act(() => router.navigate('/services?kind=maintenances'));
    await user.click(await screen.findByRole('button', { name: 'Archivar Purgado de frenos' }));
    await waitFor(() => expect(server.inputsTo('servicesArchive')).toHaveLength(1));
    await act(() => router.navigate('/repairs/r-1'));

    await screen.findByRole('table', { name: 'Servicios' });
    expect(await offeredMaintenances(user)).toEqual(['Cambio de cadena · 12,00 €']);
  });

  it('offers a maintenance with a price range at "desde" its lowest price, as the services screen shows it, "a partir de" in Portuguese', async () => {
    const catalogue = catalogueOf({
      maintenances: [
        { id: 'm-rueda', title: 'Centrado de rueda', price: 2000, price_from: 2500, price_to: 6000, position: 0 },
        { id: 'm-radios', title: 'Cambio de radios', price: 1500, price_from: null, price_to: 3000, position: 1 },
        { id: 'm-cadena', title: 'Cambio de cadena', price: 1200, position: 2 },
      ],
    });
    repairsServer({ repairs: [WITH_ARCHIVED], catalogue });
    const { user } = renderApp('/repairs/r-1');
    await screen.findByRole('table', { name: 'Servicios' });
    // Without a lowest price, the range starts at the maintenance's own price.
    await waitFor(async () =>
      expect(await offeredMaintenances(user)).toEqual([
        'Centrado de rueda · desde 25,00 €',
        'Cambio de radios · desde 15,00 €',
        'Cambio de cadena · 12,00 €',
      ]),
    );

    await act(() => setLanguage('pt'));
    expect(await offeredMaintenances(user, 'Adicionar serviço')).toEqual([
      'Centrado de rueda · a partir de 25,00 €',
      'Cambio de radios · a partir de 15,00 €',
      'Cambio de cadena · 12,00 €',
    ]);

    // A line added from it takes the maintenance's price, as before: "desde" is only how it is offered.
    await user.click(screen.getByRole('combobox', { name: 'Adicionar serviço' }));
    await user.click(await screen.findByRole('option', { name: /Centrado de rueda/ }));
    expect(await screen.findByRole('textbox', { name: 'Preço de Centrado de rueda' })).toHaveValue('20,00 €');
  });
});
