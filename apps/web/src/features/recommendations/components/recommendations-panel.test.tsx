// docs/product.md §31.1: the repair page of a bike lists the open recommendations from its other repairs; one is added
// to the repair at today's price, or dismissed with a reason; a refusal is said in the user's language.
import type { TRecommendation, TRepair } from '@rueda/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { failure, type FunctionHandlers } from '@/testing/fake-server';
import { onBike, recommendation } from '@/testing/recommendations/factories';
import { renderApp } from '@/testing/render';
import { repair } from '@/testing/repairs/factories';
import { repairsServer } from '@/testing/repairs/server';

/** The panel's code and texts load after the page draws: on a busy machine the first test's import alone takes seconds. */
const PANEL_DRAWN = { timeout: 5000 };

const AT = '2026-06-01T09:00:00.000Z';
const REPAIR = onBike(repair({ id: 'r-1', lastUpdate: AT }));

/** A brake bleed recommended on an earlier visit, twice, at 22 € each then. */
const BLEED = recommendation({ id: 'rec-1', quantity: 2, priceAtTheTime: 2200, note: 'pastillas al 20 %' });
/** One this repair's own customer declined: not offered back to it. */
const OWN = recommendation({ id: 'rec-own', fromRepairId: 'r-1', title: 'Cámara 29"', lineId: 'stockItems:st-camara' });

/** The repair once the bleed is added, at the catalogue's 24 € today. */
const WITH_BLEED: TRepair = {
  ...REPAIR,
  lastUpdate: '2026-06-01T10:00:00.000Z',
  form: {
    ...REPAIR.form,
    services: { ...REPAIR.form.services, maintenances: [{ id: 'm-purgado', title: 'Purgado de frenos', price: 2400, quantity: 2 }] },
  },
};

function serverWith(recommendations: TRecommendation[], functions: FunctionHandlers = {}) {
  const state = { open: recommendations };
  const server = repairsServer({ repairs: [REPAIR], functions: { recommendationsList: () => state.open, ...functions } });
  return { ...server, recommendationsState: state };
}

describe('the pending recommendations on the repair page', () => {
  it('lists the bike’s open ones from its other repairs, and adds one to the repair at once', async () => {
    const server = serverWith([BLEED, OWN], {
      recommendationsAdd: () => {
        server.recommendationsState.open = [OWN];
        return WITH_BLEED;
      },
    });
    const { user } = renderApp('/repairs/r-1');
    const panel = await screen.findByRole('region', { name: 'Recomendaciones pendientes' }, PANEL_DRAWN);
    expect(server.inputsTo('recommendationsList')).toEqual([{ bikeId: 'b-1' }]);
    const rows = within(panel).getAllByTestId('recommendation');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Purgado de frenos');
    expect(rows[0]).toHaveTextContent('2 × 22,00 € (precio del 10/05/2026)');
    expect(rows[0]).toHaveTextContent('Recomendada, no hecha · «pastillas al 20 %»');
    expect(panel).not.toHaveTextContent('Cámara 29"');

    await user.click(within(panel).getByRole('button', { name: 'Añadir Purgado de frenos' }));
    expect(await screen.findByText('«Purgado de frenos» añadida a la reparación')).toBeInTheDocument();
    expect(server.inputsTo('recommendationsAdd')).toEqual([{ id: 'rec-1', repairId: 'r-1', expectedLastUpdate: AT }]);
    const services = screen.getByRole('table', { name: 'Servicios' });
    expect(within(services).getByText('Purgado de frenos')).toBeInTheDocument();
    expect(screen.getByTestId('repair-total')).toHaveTextContent('83,00 €');
    // Added, it is no longer pending: the only one left is the repair's own, so the panel goes.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Recomendaciones pendientes' })).not.toBeInTheDocument());
  }, 20_000);

  it('dismisses one with the reason given, and sends nothing without one', async () => {
    const server = serverWith([BLEED], {
      recommendationsDismiss: ({ id, reason }) => {
        server.recommendationsState.open = [];
        return { ...BLEED, id, state: 'dismissed', dismissedReason: reason, closedAt: AT };
      },
    });
    const { user } = renderApp('/repairs/r-1');
    const panel = await screen.findByRole('region', { name: 'Recomendaciones pendientes' }, PANEL_DRAWN);
    await user.click(within(panel).getByRole('button', { name: 'Descartar Purgado de frenos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Descartar «Purgado de frenos»' });
    const reason = within(dialog).getByRole('textbox', { name: /Motivo/ });
    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    expect(await within(dialog).findByText('Escribe el motivo para descartarla')).toBeInTheDocument();
    expect(server.inputsTo('recommendationsDismiss')).toEqual([]);

    await user.clear(reason);
    await user.type(reason, ' Cambió las pastillas en otro taller ');
    await user.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    expect(await screen.findByText('Recomendación descartada')).toBeInTheDocument();
    expect(server.inputsTo('recommendationsDismiss')).toEqual([{ id: 'rec-1', reason: 'Cambió las pastillas en otro taller' }]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Recomendaciones pendientes' })).not.toBeInTheDocument());
  }, 20_000);

  it('says in words that one was already added or dismissed, and leaves the repair as it was', async () => {
    const server = serverWith([BLEED], {
      recommendationsAdd: () => failure('failed-precondition', { details: { reason: 'not-open' } }),
    });
    const { user } = renderApp('/repairs/r-1');
    const panel = await screen.findByRole('region', { name: 'Recomendaciones pendientes' }, PANEL_DRAWN);
    await user.click(within(panel).getByRole('button', { name: 'Añadir Purgado de frenos' }));
    expect(await screen.findByText('Esta recomendación ya se añadió o se descartó')).toBeInTheDocument();
    expect(server.inputsTo('recommendationsAdd')).toHaveLength(1);
    expect(within(screen.getByRole('table', { name: 'Servicios' })).queryByText('Purgado de frenos')).not.toBeInTheDocument();
    expect(screen.getByTestId('repair-total')).toHaveTextContent('35,00 €');
  }, 20_000);

  it('speaks Portuguese: the reason, and an item the catalogue no longer offers', async () => {
    await act(() => setLanguage('pt'));
    serverWith([recommendation({ id: 'rec-2', reason: 'declined', title: 'Purgado de frenos', createdBy: null })], {
      recommendationsAdd: () => failure('failed-precondition', { details: { reason: 'service-gone' } }),
    });
    const { user } = renderApp('/repairs/r-1');
    const panel = await screen.findByRole('region', { name: 'Recomendações pendentes' }, PANEL_DRAWN);
    expect(within(panel).getByTestId('recommendation')).toHaveTextContent('Recusada pelo cliente');
    expect(within(panel).getByTestId('recommendation')).toHaveTextContent('1 × 22,00 € (preço de 10/05/2026)');
    await user.click(within(panel).getByRole('button', { name: 'Adicionar Purgado de frenos' }));
    expect(await screen.findByText('O catálogo já não oferece este serviço')).toBeInTheDocument();
  }, 20_000);

  it('says briefly when they could not be loaded, and the rest of the page stays', async () => {
    serverWith([], { recommendationsList: () => failure('internal') });
    renderApp('/repairs/r-1');
    expect(await screen.findByText('No se han podido cargar las recomendaciones de esta bici')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Servicios' })).getByText('Puesta a punto básica')).toBeInTheDocument();
  });
});
