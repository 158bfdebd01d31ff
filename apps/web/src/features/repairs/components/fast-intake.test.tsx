import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { catalogueOf } from '@/testing/catalogue-server';
import { ANA_BIKE, ANA_LISTED } from '@/testing/customers/factories';
import { failure, json } from '@/testing/fake-server';
import { photo } from '@/testing/photos/factories';
import { renderApp } from '@/testing/render';
import { repair } from '@/testing/repairs/factories';
import { repairsServer } from '@/testing/repairs/server';

const created = repair({ id: 'r-new', customer: { id: 'c-new', name: 'Marta', surname: 'Ruiz', phone: '600 123 456' } });

async function openIntake() {
  const view = renderApp('/repairs');
  await screen.findByText('Aún no hay reparaciones');
  await view.user.keyboard('n');
  const dialog = await screen.findByRole('dialog', { name: 'Nueva reparación' });
  await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Buscar cliente/ })).toHaveFocus());
  return { ...view, dialog };
}

describe('the fast intake', () => {
  it('says in Spanish what a new customer needs, and sends nothing', async () => {
    const server = repairsServer();
    const { user, dialog } = await openIntake();
    await user.click(within(dialog).getByRole('button', { name: 'Crear reparación' }));
    expect(await within(dialog).findByText('Indica el nombre o el teléfono del cliente')).toBeInTheDocument();
    expect(server.inputsTo('repairsCreate')).toHaveLength(0);
  });

  it('explains what a phone may hold', async () => {
    repairsServer();
    const { user, dialog } = await openIntake();
    await user.type(within(dialog).getByRole('textbox', { name: 'Teléfono' }), 'llamar{Enter}');
    expect(await within(dialog).findByText(/Introduce un teléfono válido/)).toBeInTheDocument();
  });

  it('creates a repair for a new customer and bike with the keyboard alone, and opens it', async () => {
    const server = repairsServer({ repairs: [created], functions: { repairsCreate: () => created } });
    const { user, router } = await openIntake();
    await user.keyboard('{Tab}Marta{Tab}Ruiz{Tab}600 123 456{Tab}Orbea{Tab}Orca{Tab}negro{Tab}');
    // The bike type is a native select: a letter picks it.
    await user.keyboard('{Tab}purgado{Enter}{Escape}');
    await user.keyboard('{Tab}luis{Enter}{Escape}');
    await user.keyboard('{Tab}Frenos esponjosos{Control>}{Enter}{/Control}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/repairs/r-new'));
    expect(server.inputsTo('repairsCreate')).toEqual([
      {
        customer: { id: null, name: 'Marta', surname: 'Ruiz', phone: '600 123 456' },
        bike: { id: null, manufacturer: 'Orbea', model: 'Orca', color: 'negro', type: 'unknown' },
        services: { packs: [], maintenances: [{ id: 'm-purgado', quantity: 1 }], stockItems: [], suspensions: [] },
        mechanics: ['mech-1'],
        technicalNotes: 'Frenos esponjosos',
        changeId: expect.any(String),
      },
    ]);
    expect(await screen.findByText('Reparación de Marta Ruiz creada')).toBeInTheDocument();
    // The repair page is large: finding its heading by role may take over a second on a loaded machine.
    expect(await screen.findByRole('heading', { name: 'Reparación de Marta Ruiz', level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    // docs/product.md §12.4: the bike's tag, one click from the toast.
    const open = vi.fn();
    vi.stubGlobal('open', open);
    await user.click(screen.getByRole('button', { name: 'Imprimir etiqueta' }));
    expect(open).toHaveBeenCalledWith('/repairs/r-new/tag?print=1', '_blank');
    vi.unstubAllGlobals();
  }, 30_000);

  it('finds an existing customer as one types; Enter takes the first, with their bike', async () => {
    const server = repairsServer({
      repairs: [created],
      functions: {
        customersList: () => [ANA_LISTED],
        bikesList: () => [ANA_BIKE],
        repairsCreate: () => created,
      },
    });
    const { user, dialog } = await openIntake();
    await user.keyboard('Ana');
    expect(await within(dialog).findByRole('option', { name: /Ana López/ })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('option', { name: /Ana López/ })).toHaveAttribute('data-combobox-selected'));
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText('Ana López')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Bicicleta del cliente' })).toHaveValue('b-1'));
    await user.click(within(dialog).getByRole('button', { name: 'Crear reparación' }));
    await waitFor(() => expect(server.inputsTo('repairsCreate')).toHaveLength(1));
    expect(server.inputsTo('repairsCreate')[0]).toMatchObject({ customer: { id: 'c-ana' }, bike: { id: 'b-1' } });
  }, 20_000);

  it('shows the server’s field errors on their fields', async () => {
    repairsServer({
      functions: {
        repairsCreate: () =>
          failure('invalid-argument', {
            details: { fields: [{ field: 'services.maintenances.0.id', message: 'This service is not in the workshop’s catalogue.' }] },
          }),
      },
    });
    const { user, dialog } = await openIntake();
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Marta');
    await user.click(within(dialog).getByRole('combobox', { name: 'Servicios' }));
    await user.keyboard('purgado{Enter}{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Crear reparación' }));
    expect(await within(dialog).findByText('Uno de los servicios ya no está en el catálogo')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Nueva reparación' })).toBeInTheDocument();
  }, 20_000);

  it('keeps the intake and its photo on the device when the server cannot be reached, and makes both once, by itself, when it is back (docs/product.md §30.3)', async () => {
    const server = repairsServer({
      repairs: [created],
      functions: { repairsCreate: () => created, repairPhotosAdd: ({ repairId }) => photo({ repairId }) },
      handlers: { 'GET /api/health': () => json({ status: 'ok' }) },
    });
    const { user, dialog } = await openIntake();
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Marta');
    await user.type(within(dialog).getByRole('textbox', { name: 'Teléfono' }), '600 123 456');
    await user.type(within(dialog).getByRole('textbox', { name: 'Marca' }), 'Orbea');
    await user.type(within(dialog).getByRole('textbox', { name: /Notas técnicas/ }), 'Frenos esponjosos');
    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'cuadro.jpg', { type: 'image/jpeg' });
    await user.upload(within(dialog).getByLabelText('Fotos del estado de la bici'), jpeg);
    // The server goes down as a whole, as it does when its database stops: every request (a search the
    // typing started, the health probe) answers 503, so none can say the connection is back before the test does.
    const answer = server.fetch.getMockImplementation()!;
    let isDown = true;
    server.fetch.mockImplementation(async (input, init) => {
      const response = await answer(input, init);
      return isDown ? failure('unavailable') : response;
    });
    await user.click(within(dialog).getByRole('button', { name: 'Crear reparación' }));

    expect(
      await screen.findByText(
        'Reparación guardada en este dispositivo con su foto: se creará, y la foto se subirá, cuando vuelva la conexión',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nueva reparación' })).not.toBeInTheDocument());
    // The banner follows the connection's state; the board shows data, and the banner says from when (§30.2).
    expect(
      await screen.findByText(/^Sin conexión — mostrando los datos de \d{2}:\d{2}$/, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();

    // Back: the health probe finds it, and the device sends what it kept, with the change id of the first try.
    isDown = false;
    await waitFor(() => expect(server.inputsTo('repairsCreate')).toHaveLength(2), { timeout: 15_000 });
    expect(server.inputsTo('repairsCreate')[1]).toEqual(server.inputsTo('repairsCreate')[0]);
    expect(server.inputsTo('repairsCreate')[0]).toMatchObject({
      customer: { name: 'Marta', phone: '600 123 456' },
      changeId: expect.any(String),
    });
    // The photo taken in it goes to the repair the server made.
    await waitFor(() =>
      expect(server.inputsTo('repairPhotosAdd')).toEqual([{ repairId: created.id, image: '/9j/4A==', changeId: expect.any(String) }]),
    );
  }, 30_000);

  it('offers a maintenance with a price range at "desde" its lowest price', async () => {
    repairsServer({
      catalogue: catalogueOf({
        maintenances: [
          { id: 'm-rueda', title: 'Centrado de rueda', price: 2000, price_from: 2500, price_to: 6000, position: 0 },
          { id: 'm-cadena', title: 'Cambio de cadena', price: 1200, position: 1 },
        ],
      }),
    });
    const { user, dialog } = await openIntake();
    await user.click(within(dialog).getByRole('combobox', { name: 'Servicios' }));
    // formatAmount separates the amount from its symbol with a no-break space.
    expect(await within(dialog).findByRole('option', { name: /^Centrado de rueda · desde 25,00\s€$/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: /^Cambio de cadena · 12,00\s€$/ })).toBeInTheDocument();
  });
});
