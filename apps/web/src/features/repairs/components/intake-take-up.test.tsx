// docs/product.md §31.1: the fast intake of a bike that came back offers its open recommendations; one taken up joins
// the services chosen and is named with the repair, so the server adds it with the repair; one left goes back out.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { ANA_BIKE, ANA_LISTED } from '@/testing/customers/factories';
import { recommendation } from '@/testing/recommendations/factories';
import { renderApp } from '@/testing/render';
import { repair } from '@/testing/repairs/factories';
import { repairsServer } from '@/testing/repairs/server';

const created = repair({ id: 'r-new', customer: { id: 'c-ana', name: 'Ana', surname: 'López', phone: '611 222 333' } });
/** The intake with Ana and her bike chosen, the bike's recommendations listed. */
async function intakeForAna(language: 'es' | 'pt') {
  const server = repairsServer({
    repairs: [created],
    functions: {
      customersList: () => [ANA_LISTED],
      bikesList: () => [ANA_BIKE],
      recommendationsList: ({ bikeId }) => (bikeId === 'b-1' ? [recommendation()] : []),
      repairsCreate: () => created,
    },
  });
  const view = renderApp('/repairs');
  const title = language === 'es' ? 'Nueva reparación' : 'Nova reparação';
  await view.user.click((await screen.findAllByRole('button', { name: new RegExp(title) }, { timeout: 5000 }))[0]!);
  const dialog = await screen.findByRole('dialog', { name: title }, { timeout: 5000 });
  await waitFor(() => expect(within(dialog).getAllByRole('textbox')[0]).toHaveFocus());
  await view.user.keyboard('Ana');
  await waitFor(() => expect(within(dialog).getByRole('option', { name: /Ana López/ })).toHaveAttribute('data-combobox-selected'));
  await view.user.keyboard('{Enter}');
  return { ...view, server, dialog };
}

describe('the fast intake of a bike with open recommendations', () => {
  it('takes one up into the services with one click and names it with the repair; left again, it goes back out', async () => {
    const { user, server, dialog } = await intakeForAna('es');
    const offered = await within(dialog).findByRole('group', { name: 'Recomendación pendiente de esta bici' }, { timeout: 5000 });
    expect(within(offered).getByText('1 × 22,00 € (precio del 10/05/2026)')).toBeInTheDocument();
    await user.click(within(offered).getByRole('button', { name: 'Añadir Purgado de frenos' }));
    expect(within(offered).getByText('Añadida')).toBeInTheDocument();

    // Left, then taken again: what is sent is what shows.
    await user.click(within(offered).getByRole('button', { name: 'Quitar Purgado de frenos de esta reparación' }));
    expect(within(offered).getByRole('button', { name: 'Añadir Purgado de frenos' })).toBeInTheDocument();
    await user.click(within(offered).getByRole('button', { name: 'Añadir Purgado de frenos' }));
    await user.click(within(dialog).getByRole('button', { name: 'Crear reparación' }));
    await waitFor(() => expect(server.inputsTo('repairsCreate')).toHaveLength(1));
    expect(server.inputsTo('repairsCreate')[0]).toMatchObject({
      customer: { id: 'c-ana' },
      bike: { id: 'b-1' },
      services: { maintenances: [{ id: 'm-purgado', quantity: 1 }] },
      recommendationIds: ['rec-1'],
    });
  }, 20_000);

  it('sends none when the one taken up was left', async () => {
    const { user, server, dialog } = await intakeForAna('es');
    const offered = await within(dialog).findByRole('group', { name: 'Recomendación pendiente de esta bici' }, { timeout: 5000 });
    await user.click(within(offered).getByRole('button', { name: 'Añadir Purgado de frenos' }));
    await user.click(within(offered).getByRole('button', { name: 'Quitar Purgado de frenos de esta reparación' }));
    await user.click(within(dialog).getByRole('button', { name: 'Crear reparación' }));
    await waitFor(() => expect(server.inputsTo('repairsCreate')).toHaveLength(1));
    const sent = server.inputsTo('repairsCreate')[0]!;
    expect(sent.services?.maintenances).toEqual([]);
    expect(sent).not.toHaveProperty('recommendationIds');
  }, 20_000);

  it('speaks Portuguese', async () => {
    await setLanguage('pt');
    const { dialog } = await intakeForAna('pt');
    const offered = await within(dialog).findByRole('group', { name: 'Recomendação pendente desta bicicleta' }, { timeout: 5000 });
    expect(within(offered).getByText('Recomendada, não feita')).toBeInTheDocument();
    expect(within(offered).getByRole('button', { name: 'Adicionar Purgado de frenos' })).toBeInTheDocument();
  }, 20_000);
});
