import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { CATALOGUE_SAVED_AT, catalogueOf } from '@/testing/catalogue-server';
import { failure } from '@/testing/fake-server';
import { renderApp } from '@/testing/render';
import { catalogueServer } from '@/testing/catalogue/server';

async function openEditor(url: string, button: string, dialogName: string) {
  const view = renderApp(url);
  await view.user.click(await screen.findByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  return { ...view, dialog };
}

describe('the service form', () => {
  it('says on each field what is wrong, in Spanish and in Portuguese, and sends nothing until it is right', async () => {
    const server = catalogueServer();
    const { user, dialog } = await openEditor('/services?kind=maintenances', 'Nuevo mantenimiento', 'Nuevo mantenimiento');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir al catálogo' }));
    expect(within(dialog).getByRole('textbox', { name: 'Título' })).toHaveAccessibleDescription('Este campo es obligatorio');
    expect(within(dialog).getByRole('textbox', { name: 'Precio' })).toHaveAccessibleDescription('Este campo es obligatorio');
    await act(() => setLanguage('pt'));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Título' })).toHaveAccessibleDescription('Este campo é obrigatório'),
    );

    await user.type(within(dialog).getByRole('textbox', { name: 'Título' }), 'Revisão de travões');
    await user.type(within(dialog).getByRole('textbox', { name: 'Preço' }), '30');
    await user.type(within(dialog).getByRole('textbox', { name: 'Preço a partir de' }), '60');
    await user.type(within(dialog).getByRole('textbox', { name: 'Preço até' }), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar ao catálogo' }));
    expect(within(dialog).getByRole('textbox', { name: 'Preço a partir de' })).toHaveAccessibleDescription(
      expect.stringContaining('O preço a partir de não pode ser superior ao preço até'),
    );
    expect(server.inputsTo('servicesCreate')).toEqual([]);

    await act(() => setLanguage('es'));
    expect(within(dialog).getByRole('textbox', { name: 'Precio desde' })).toHaveAccessibleDescription(
      expect.stringContaining('El precio desde no puede ser mayor que el precio hasta'),
    );
    await user.clear(within(dialog).getByRole('textbox', { name: 'Precio hasta' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Precio hasta' }), '90');
    await user.type(within(dialog).getByRole('combobox', { name: 'Grupo' }), 'Frenos');
    await user.type(within(dialog).getByRole('textbox', { name: 'Tiempo estimado (minutos)' }), '45');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir variante' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Variante 1' }), 'Hidráulico');
    await user.type(within(dialog).getByRole('textbox', { name: 'Precio de la variante 1' }), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir al catálogo' }));

    expect(await screen.findByText('«Revisão de travões» añadido al catálogo')).toBeInTheDocument();
    expect(server.inputsTo('servicesCreate')).toEqual([
      {
        kind: 'maintenances',
        service: {
          title: 'Revisão de travões',
          price: 3000,
          description: '',
          group: 'Frenos',
          type: 'maintenance',
          value: '',
          price_from: 6000,
          price_to: 9000,
          prices: [{ label: 'Hidráulico', price: 4000 }],
          checklist: [],
          estimatedMinutes: 45,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const brakes = screen.getByRole('region', { name: 'Frenos' });
    expect(within(brakes).getByRole('listitem', { name: 'Revisão de travões' })).toHaveTextContent('desde 60,00 €');
  }, 30_000);

  it('saves only what changed, with the lastUpdate it loaded', async () => {
    const server = catalogueServer();
    const { user, dialog } = await openEditor('/services?kind=stockItems', 'Editar Cámara 29"', 'Editar «Cámara 29"»');
    const quantity = within(dialog).getByRole('textbox', { name: 'Cantidad en stock' });
    await user.clear(quantity);
    await user.type(quantity, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    expect(server.inputsTo('servicesUpdate')).toEqual([
      { kind: 'stockItems', id: 'st-camara', expectedLastUpdate: CATALOGUE_SAVED_AT, changes: { quantity: 12 } },
    ]);
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Cámara 29"' })).toHaveTextContent('12 en stock · mínimo 5'));
    expect(screen.getByRole('listitem', { name: 'Cámara 29"' })).not.toHaveTextContent('Bajo mínimo');
    expect(screen.getByRole('tab', { name: /^Stock 3 1 bajo mínimo$/ })).toBeInTheDocument();
  });

  it('keeps the form open with what was typed when the server cannot be reached, and says so in Portuguese (docs/product.md §24.7)', async () => {
    await act(() => setLanguage('pt'));
    catalogueServer({ functions: { servicesUpdate: () => failure('unavailable') } });
    const { user, dialog } = await openEditor('/services?kind=stockItems', 'Editar Cámara 29"', 'Editar «Cámara 29"»');
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantidade em stock' });
    await user.clear(quantity);
    await user.type(quantity, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar alterações' }));

    expect(
      await screen.findByText('Não foi possível guardar: sem ligação. Os seus dados continuam aqui; tente novamente.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Editar «Cámara 29"»' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Quantidade em stock' })).toHaveValue('12');
  });

  it('refuses to overwrite someone else’s save: says so and loads the current version', async () => {
    const server = catalogueServer();
    const { user, dialog } = await openEditor('/services?kind=maintenances', 'Editar Purgado de frenos', 'Editar «Purgado de frenos»');
    // Someone else saves the item while this form is open.
    const stored = server.catalogueState.catalogue.maintenances.find((item) => item.id === 'm-purgado')!;
    Object.assign(stored, { title: 'Purgado de frenos hidráulicos', lastUpdate: '2026-06-02T10:00:00.000Z' });
    const price = within(dialog).getByRole('textbox', { name: 'Precio' });
    await user.clear(price);
    await user.type(price, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));

    expect(await within(dialog).findByText('El servicio ha cambiado')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Título' })).toHaveValue('Purgado de frenos hidráulicos'));
    expect(within(dialog).getByRole('textbox', { name: 'Precio' })).toHaveValue('24,00 €');
    expect(server.inputsTo('servicesUpdate')[0]).toEqual({
      kind: 'maintenances',
      id: 'm-purgado',
      expectedLastUpdate: CATALOGUE_SAVED_AT,
      changes: { price: 3000 },
    });

    // Saved again on the current version, it goes through.
    await user.clear(within(dialog).getByRole('textbox', { name: 'Precio' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Precio' }), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    expect(server.inputsTo('servicesUpdate')[1]).toMatchObject({
      expectedLastUpdate: '2026-06-02T10:00:00.000Z',
      changes: { price: 3000 },
    });
  }, 30_000);

  it('shows no raw code of the older app: a maintenance’s default type is not shown, one of its own is', async () => {
    const purgado = {
      id: 'm-purgado',
      title: 'Purgado de frenos',
      group: 'Frenos',
      price: 2400,
      position: 0,
      type: 'maintenance',
      value: 'brakes',
    };
    const imported = { id: 'm-old', title: 'Centrado', group: 'Ruedas', price: 1500, position: 1, type: 'bonus', value: 'true-wheel' };
    catalogueServer({ catalogue: catalogueOf({ maintenances: [purgado, imported] }) });
    await act(() => setLanguage('pt'));
    const { user, dialog } = await openEditor('/services?kind=maintenances', 'Editar Purgado de frenos', 'Editar «Purgado de frenos»');
    expect(within(dialog).getByText('Dados da app anterior')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Tipo' })).toBeNull();
    expect(within(dialog).queryByDisplayValue('maintenance')).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: 'Valor' })).toHaveValue('brakes');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await user.click(await screen.findByRole('button', { name: 'Editar Centrado' }));
    const other = await screen.findByRole('dialog', { name: 'Editar «Centrado»' });
    expect(within(other).getByRole('textbox', { name: 'Tipo' })).toHaveValue('bonus');
  });

  it('warns in the form when the stock is below zero', async () => {
    catalogueServer();
    const { user, dialog } = await openEditor('/services?kind=stockItems', 'Editar Cubierta gravel', 'Editar «Cubierta gravel»');
    const warning = /La cantidad es negativa/;
    expect(within(dialog).getByText(warning)).toBeInTheDocument();
    const quantity = within(dialog).getByRole('textbox', { name: 'Cantidad en stock' });
    await user.clear(quantity);
    await user.type(quantity, '4');
    expect(within(dialog).queryByText(warning)).not.toBeInTheDocument();
  });

  it('makes a pack for some kinds of bike, with the workshop’s maintenances included (archived ones not offered)', async () => {
    const server = catalogueServer();
    const { user, dialog } = await openEditor('/services', 'Nuevo pack', 'Nuevo pack');
    await user.type(within(dialog).getByRole('textbox', { name: 'Título' }), 'Pack gravel');
    await user.type(within(dialog).getByRole('textbox', { name: 'Precio' }), '120');
    await user.click(within(dialog).getByRole('combobox', { name: 'Tipos de bicicleta' }));
    await user.click(await screen.findByRole('option', { name: 'Gravel' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Mantenimientos incluidos' }));
    expect(screen.queryByRole('option', { name: 'Engrase antiguo' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Cambio de cadena' }));
    await user.click(within(dialog).getByRole('button', { name: 'Añadir al catálogo' }));
    await waitFor(() => expect(server.inputsTo('servicesCreate')).toHaveLength(1));
    expect(server.inputsTo('servicesCreate')[0]).toMatchObject({
      kind: 'packs',
      service: { title: 'Pack gravel', price: 12000, allowedDisciplines: ['gravel'], bonusMaintenances: ['m-cadena'] },
    });
  }, 30_000);
});
