import type { TRepair } from '@rueda/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/dates';
import { failure } from '@/testing/fake-server';
import { renderApp } from '@/testing/render';
import { repair } from '@/testing/repairs/factories';
import { repairsServer } from '@/testing/repairs/server';

const V1 = repair({ id: 'r-1', lastUpdate: '2026-06-01T09:00:00.000Z', technicalNotes: 'Ruido en el pedalier' });
const V2 = repair({ id: 'r-1', lastUpdate: '2026-06-01T10:00:00.000Z', technicalNotes: 'Cambiado el pedalier (Luis)' });

function withStatus(base: TRepair, status: TRepair['status'], lastUpdate: string): TRepair {
  return {
    ...base,
    status,
    lastUpdate,
    state: { ...base.state, lastUpdate, status: [...base.state.status, { status, date: lastUpdate, observations: 'Pieza pedida' }] },
  };
}

describe('the repair page', () => {
  it('shows the customer, the bike, the services with the total, and the status timeline', async () => {
    repairsServer({ repairs: [V1] });
    renderApp('/repairs/r-1');
    expect(await screen.findByRole('heading', { name: 'Reparación de Ana López', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Ana');
    expect(screen.getByRole('textbox', { name: 'Teléfono' })).toHaveValue('600 111 222');
    expect(screen.getByRole('textbox', { name: 'Marca' })).toHaveValue('Orbea');
    expect(within(screen.getByRole('table', { name: 'Servicios' })).getByText('Puesta a punto básica')).toBeInTheDocument();
    expect(screen.getByTestId('repair-total')).toHaveTextContent('35,00 €');
    expect(screen.getByRole('textbox', { name: 'Notas técnicas' })).toHaveValue('Ruido en el pedalier');
    const status = screen.getByRole('region', { name: 'Estado' });
    expect(within(status).getByText(formatDateTime('2026-06-01T09:00:00.000Z'))).toBeInTheDocument();
  });

  it('saves only what changed, with the lastUpdate it loaded', async () => {
    const saved = { ...V1, lastUpdate: '2026-06-01T09:30:00.000Z', technicalNotes: 'Ruido en el pedalier. Cambiar rodamientos' };
    const server = repairsServer({ repairs: [V1], functions: { repairsUpdate: () => saved } });
    const { user } = renderApp('/repairs/r-1');
    const notes = await screen.findByRole('textbox', { name: 'Notas técnicas' });
    await user.click(notes);
    await user.keyboard('{End}');
    await user.paste('. Cambiar rodamientos');
    await user.click(screen.getAllByRole('button', { name: 'Guardar cambios' })[0]!);
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    expect(server.inputsTo('repairsUpdate')).toEqual([
      {
        id: 'r-1',
        expectedLastUpdate: '2026-06-01T09:00:00.000Z',
        changes: { technicalNotes: 'Ruido en el pedalier. Cambiar rodamientos' },
        changeId: expect.any(String),
      },
    ]);
    expect(screen.getAllByRole('button', { name: 'Guardar cambios' })[0]).toBeDisabled();
  }, 20_000);

  it('refuses to overwrite someone else’s save: says so and shows the current version', async () => {
    const server = repairsServer({
      repairs: [V1],
      functions: {
        repairsUpdate: () => {
          // Someone saved between this page's load and its save.
          server.repairsState.repairs.set('r-1', V2);
          return failure('aborted', { details: { reason: 'stale', lastUpdate: V2.lastUpdate } });
        },
      },
    });
    const { user } = renderApp('/repairs/r-1');
    const notes = await screen.findByRole('textbox', { name: 'Notas técnicas' });
    await user.clear(notes);
    await user.paste('Mi versión');
    await user.click(screen.getAllByRole('button', { name: 'Guardar cambios' })[0]!);
    // A toast, and a notice on the page that stays until it is closed or the next edit.
    const message = 'Otra persona ha cambiado esta reparación; se ha cargado la versión actual';
    await waitFor(() => expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes(message))).toBe(true));
    expect(screen.getByText('La reparación ha cambiado')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Notas técnicas' })).toHaveValue('Cambiado el pedalier (Luis)'));
    expect(server.inputsTo('repairsGet').length).toBeGreaterThanOrEqual(2);
  }, 20_000);

  it('shows the dates, the days in the workshop, the booking, the mechanics and the notified badge', async () => {
    const entry = '2026-06-02T08:00:00.000Z';
    const delivered = '2026-06-04T17:00:00.000Z';
    const confirmed = '2026-06-01T16:30:00.000Z';
    const full = repair({
      mechanics: ['mech-1'],
      state: {
        status: [
          { status: 'notReviewed', date: '2026-06-01T09:00:00.000Z', observations: '' },
          { status: 'workshopEntrance', date: entry, observations: '' },
          { status: 'delivered', date: delivered, observations: '' },
        ],
        booking: { confirmedDate: confirmed },
        created: '2026-06-01T09:00:00.000Z',
        lastUpdate: delivered,
        controlSheets: [],
        serviceTotals: { total: 3500 },
      },
    });
    repairsServer({ repairs: [full] });
    renderApp('/repairs/r-1');
    const dates = await screen.findByRole('region', { name: 'Fechas' });
    expect(within(dates).getByText(formatDateTime(entry))).toBeInTheDocument();
    expect(within(dates).getByText(formatDateTime(delivered))).toBeInTheDocument();
    expect(within(dates).getByText('3 días en el taller')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Cita' })).getByText(formatDateTime(confirmed))).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Trabajo' })).findByText('Luis Martín', { selector: '.mantine-Pill-label' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Estado, pago y aviso' })).getByText('Avisado')).toBeInTheDocument();
  });

  it('saves the mechanics and a cleared booking date with the lastUpdate it loaded', async () => {
    const confirmed = '2026-06-03T16:30:00.000Z';
    const full = repair({ mechanics: ['mech-1'], state: { ...V1.state, booking: { confirmedDate: confirmed } } });
    const server = repairsServer({
      repairs: [full],
      functions: { repairsUpdate: () => ({ ...full, lastUpdate: '2026-06-01T09:30:00.000Z' }) },
    });
    const { user } = renderApp('/repairs/r-1');
    const work = await screen.findByRole('region', { name: 'Trabajo' });
    // The mechanics' names arrive with the workshop's list.
    await within(work).findByText('Luis Martín', { selector: '.mantine-Pill-label' });
    await user.click(within(work).getByRole('combobox', { name: 'Mecánicos' }));
    await user.click(await screen.findByRole('option', { name: 'Ana Gómez' }));
    const booking = screen.getByRole('region', { name: 'Cita' });
    await user.click(within(booking).getAllByRole('button', { name: 'Quitar la fecha' })[0]!);
    await user.click(screen.getAllByRole('button', { name: 'Guardar cambios' })[0]!);
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    expect(server.inputsTo('repairsUpdate')).toEqual([
      {
        id: 'r-1',
        expectedLastUpdate: full.lastUpdate,
        changes: {
          mechanics: ['mech-1', 'mech-2'],
          booking: { confirmedDate: null, postponedDate: null, finishedDate: null, observations: '' },
        },
        changeId: expect.any(String),
      },
    ]);
  }, 20_000);

  it('saves a control sheet as soon as an item is ticked', async () => {
    const full = repair({
      state: {
        ...V1.state,
        controlSheets: [
          {
            controlSheetId: 'cs-1',
            packId: 'pack-basica',
            items: [
              { label: 'Frenos', checked: false },
              { label: 'Cambio', checked: true },
            ],
          },
        ],
      },
      changeId: expect.any(String),
    });
    const server = repairsServer({
      repairs: [full],
      functions: { repairsUpdate: () => ({ ...full, lastUpdate: '2026-06-01T09:30:00.000Z' }) },
    });
    const { user } = renderApp('/repairs/r-1');
    const sheet = await screen.findByRole('group', { name: 'Hoja de control de Puesta a punto básica' });
    expect(within(sheet).getByText('1 de 2')).toBeInTheDocument();
    await user.click(within(sheet).getByRole('checkbox', { name: 'Frenos' }));
    await waitFor(() => expect(server.inputsTo('repairsUpdate')).toHaveLength(1));
    expect(server.inputsTo('repairsUpdate')[0]).toEqual({
      id: 'r-1',
      expectedLastUpdate: full.lastUpdate,
      changes: {
        controlSheets: [
          {
            controlSheetId: 'cs-1',
            items: [
              { label: 'Frenos', checked: true },
              { label: 'Cambio', checked: true },
            ],
          },
        ],
      },
      changeId: expect.any(String),
    });
  }, 20_000);

  it('adds a status with observations, sent with the lastUpdate it loaded', async () => {
    const next = withStatus(V1, 'paused', '2026-06-01T12:00:00.000Z');
    const server = repairsServer({ repairs: [V1], functions: { repairsUpdateStatus: () => next } });
    const { user } = renderApp('/repairs/r-1');
    const status = await screen.findByRole('region', { name: 'Estado' });
    await user.click(within(status).getByRole('combobox', { name: 'Nuevo estado' }));
    await user.click(await screen.findByRole('option', { name: 'En pausa' }));
    await user.type(within(status).getByRole('textbox', { name: 'Observaciones' }), 'Pieza pedida');
    await user.click(within(status).getByRole('button', { name: 'Añadir estado' }));
    expect(await within(status).findByText('Pieza pedida')).toBeInTheDocument();
    expect(server.inputsTo('repairsUpdateStatus')[0]).toEqual({
      id: 'r-1',
      status: 'paused',
      observations: 'Pieza pedida',
      expectedLastUpdate: '2026-06-01T09:00:00.000Z',
      changeId: expect.any(String),
    });
  }, 20_000);

  it('changes the payment at once', async () => {
    const server = repairsServer({
      repairs: [V1],
      functions: { repairsSetPayment: () => ({ ...V1, payment: 'paid', lastUpdate: '2026-06-01T12:00:00.000Z' }) },
    });
    const { user } = renderApp('/repairs/r-1');
    const payment = await screen.findByRole('region', { name: 'Pago' });
    await user.click(within(payment).getByRole('combobox', { name: 'Pago' }));
    await user.click(await screen.findByRole('option', { name: 'Pagada' }));
    await waitFor(() => expect(server.inputsTo('repairsSetPayment')).toHaveLength(1));
    expect(server.inputsTo('repairsSetPayment')[0]).toEqual({ id: 'r-1', payment: 'paid', expectedLastUpdate: '2026-06-01T09:00:00.000Z' });
  }, 20_000);

  it('shows a mechanic the payment without letting them change it, and no delete', async () => {
    repairsServer({ repairs: [V1], workshop: { role: 'mechanic', uid: 'w1', active: true, trial: false, free: false } });
    renderApp('/repairs/r-1');
    const payment = await screen.findByRole('region', { name: 'Pago' });
    expect(within(payment).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(payment).getByText('Tu rol no permite cambiar el pago')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Precio de Puesta a punto básica' })).toBeDisabled();
  });

  it('deletes after a confirmation and goes back to the board', async () => {
    const server = repairsServer({ repairs: [V1], functions: { repairsDelete: () => ({ deleted: true }) } });
    const { user, router } = renderApp('/repairs/r-1');
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar la reparación' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar definitivamente' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/repairs'));
    expect(server.inputsTo('repairsDelete')).toEqual([{ id: 'r-1' }]);
  });

  it('prints a work order with the workshop’s details', async () => {
    repairsServer({ repairs: [V1] });
    renderApp('/repairs/r-1');
    const order = await screen.findByTestId('work-order');
    expect(order).toHaveTextContent('Taller Ana');
    expect(order).toHaveTextContent('PT500000000');
    expect(order).toHaveTextContent('Orden de trabajo');
    expect(order).toHaveTextContent('Puesta a punto básica');
    expect(order).toHaveTextContent('Firma del cliente');
    expect(order.parentElement).toBe(document.body);
  });

  it('says when the repair does not exist', async () => {
    repairsServer({ repairs: [] });
    renderApp('/repairs/nope');
    expect(await screen.findByText('Esta reparación no existe o se ha eliminado')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reparación', level: 1 })).toBeInTheDocument();
  });
});

describe('the repair page’s history (docs/product.md §20.5, §21.4)', () => {
  it('shows the messages sent and the customer’s answer among the status changes, by their time', async () => {
    const confirmed = withStatus(V1, 'confirmed', '2026-06-01T11:00:00.000Z');
    repairsServer({
      repairs: [confirmed],
      functions: {
        repairEventsList: () => ({
          events: [
            {
              id: 'e-2',
              repairId: 'r-1',
              at: '2026-06-01T12:00:00.000Z',
              actor: null,
              data: {
                kind: 'estimateResponse',
                decision: 'partial',
                approvedLineIds: ['l-1'],
                declinedLineIds: ['l-2'],
                comment: 'La cadena, mejor la próxima vez',
                spendingLimitCents: 2500,
              },
            },
            {
              id: 'e-1',
              repairId: 'r-1',
              at: '2026-06-01T10:30:00.000Z',
              actor: { userId: 'u-1', name: 'Luis' },
              data: {
                kind: 'message',
                channel: 'cloud',
                templateKey: 'estimate',
                language: 'es',
                to: '+34600111222',
                body: 'Hola Ana, tu presupuesto…',
              },
              delivery: 'read',
            },
          ],
        }),
      },
    });
    renderApp('/repairs/r-1');
    const timeline = await screen.findByRole('region', { name: 'Estado' });
    await within(timeline).findByText('WhatsApp enviado por Luis');
    const titles = [...timeline.querySelectorAll('.mantine-Timeline-itemTitle')].map((title) => title.textContent);
    expect(titles).toEqual(['Sin revisar', 'WhatsApp enviado por Luis', 'Confirmada', 'El cliente aprobó 1 de 2 líneas del presupuesto']);
    expect(within(timeline).getByText('Leído')).toBeInTheDocument();
    expect(within(timeline).getByText('Al +34600111222')).toBeInTheDocument();
    expect(within(timeline).getByText('Comentario: «La cadena, mejor la próxima vez»')).toBeInTheDocument();
    expect(within(timeline).getByText('Puedes añadir trabajo sin preguntar hasta 25,00 €')).toBeInTheDocument();
  });

  it('says a repair was booked online by the customer, and that its link came with the booking', async () => {
    repairsServer({
      repairs: [V1],
      functions: {
        repairEventsList: () => ({
          events: [
            { id: 'e-1', repairId: 'r-1', at: '2026-06-01T09:00:00.000Z', actor: null, data: { kind: 'bookedOnline', day: '2026-06-04' } },
            { id: 'e-2', repairId: 'r-1', at: '2026-06-01T09:00:00.000Z', actor: null, data: { kind: 'linkCreated' } },
          ],
        }),
      },
    });
    renderApp('/repairs/r-1');
    const timeline = await screen.findByRole('region', { name: 'Estado' });
    expect(await within(timeline).findByText('Reservada en línea por el cliente para el 04/06/2026')).toBeInTheDocument();
    expect(within(timeline).getByText('Enlace para el cliente creado con la reserva en línea')).toBeInTheDocument();
  });
});
