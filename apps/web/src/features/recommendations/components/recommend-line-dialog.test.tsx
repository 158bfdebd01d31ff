// docs/product.md §31.1: a saved line of a repair of a workshop bike is taken off it and kept on the bike as recommended
// for another visit, with an optional note; a repair without a bike offers no such thing, nor a page with unsaved edits.
import type { TRepair } from '@rueda/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { failure } from '@/testing/fake-server';
import { onBike } from '@/testing/recommendations/factories';
import { renderApp } from '@/testing/render';
import { repair } from '@/testing/repairs/factories';
import { repairsServer } from '@/testing/repairs/server';

const AT = '2026-06-01T09:00:00.000Z';

/** Puesta a punto 35 € and a brake bleed of 24 €. */
const TWO_LINES = repair({
  id: 'r-1',
  lastUpdate: AT,
  form: {
    services: {
      packs: [{ id: 'pack-basica', title: 'Puesta a punto básica', price: 3500, quantity: 1 }],
      maintenances: [{ id: 'm-purgado', title: 'Purgado de frenos', price: 2400, quantity: 1 }],
      stockItems: [],
    },
    suspensions: [],
  },
});
const REPAIR = onBike(TWO_LINES);

/** The repair once the bleed is kept on the bike: the pack alone. */
const WITHOUT_BLEED: TRepair = {
  ...REPAIR,
  lastUpdate: '2026-06-01T10:00:00.000Z',
  form: { ...REPAIR.form, services: { ...REPAIR.form.services, maintenances: [] } },
};

const ACTION = 'Recomendar para otra visita: Purgado de frenos';

describe('a line recommended for another visit', () => {
  it('is taken off the repair with its note, kept on the bike', async () => {
    const server = repairsServer({ repairs: [REPAIR], functions: { repairsRecommendLine: () => WITHOUT_BLEED } });
    const { user } = renderApp('/repairs/r-1');
    await user.click(await screen.findByRole('button', { name: ACTION }));
    const dialog = await screen.findByRole('dialog', { name: 'Recomendar para otra visita' });
    expect(dialog).toHaveTextContent('«Purgado de frenos» se quitará de esta reparación');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nota (opcional)' }), ' pastillas al 20 % ');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar como recomendación' }));

    expect(await screen.findByText('Guardada en la bici como recomendación')).toBeInTheDocument();
    expect(server.inputsTo('repairsRecommendLine')).toEqual([
      { id: 'r-1', lineId: 'maintenances:m-purgado', note: 'pastillas al 20 %', expectedLastUpdate: AT },
    ]);
    const services = screen.getByRole('table', { name: 'Servicios' });
    await waitFor(() => expect(within(services).queryByText('Purgado de frenos')).not.toBeInTheDocument());
    expect(within(services).getByText('Puesta a punto básica')).toBeInTheDocument();
    expect(screen.getByTestId('repair-total')).toHaveTextContent('35,00 €');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 20_000);

  it('is not offered on a repair that names no bike, which asks for no recommendations either', async () => {
    const server = repairsServer({ repairs: [TWO_LINES] });
    renderApp('/repairs/r-1');
    const services = await screen.findByRole('table', { name: 'Servicios' });
    expect(within(services).getByText('Purgado de frenos')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Recomendar para otra visita/ })).not.toBeInTheDocument();
    expect(server.inputsTo('recommendationsList')).toEqual([]);
  });

  it('waits for unsaved edits to be saved or discarded', async () => {
    repairsServer({ repairs: [REPAIR] });
    const { user } = renderApp('/repairs/r-1');
    expect(await screen.findByRole('button', { name: ACTION })).toBeEnabled();
    await user.type(screen.getByRole('textbox', { name: 'Notas técnicas' }), '.');
    expect(screen.queryByRole('button', { name: ACTION })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(await screen.findByRole('button', { name: ACTION })).toBeInTheDocument();
  }, 20_000);

  it('speaks Portuguese, and says why when the repair has no bike to keep it on', async () => {
    await act(() => setLanguage('pt'));
    const server = repairsServer({
      repairs: [REPAIR],
      functions: { repairsRecommendLine: () => failure('failed-precondition', { details: { reason: 'no-bike' } }) },
    });
    const { user } = renderApp('/repairs/r-1');
    await user.click(await screen.findByRole('button', { name: 'Recomendar para outra visita: Purgado de frenos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recomendar para outra visita' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar como recomendação' }));
    expect(
      await screen.findByText('Esta reparação não tem uma bicicleta da oficina: não há onde guardar a recomendação'),
    ).toBeInTheDocument();
    expect(server.inputsTo('repairsRecommendLine')).toEqual([
      { id: 'r-1', lineId: 'maintenances:m-purgado', note: '', expectedLastUpdate: AT },
    ]);
    expect(within(screen.getByRole('table', { name: 'Serviços' })).getByText('Purgado de frenos')).toBeInTheDocument();
  }, 20_000);
});
