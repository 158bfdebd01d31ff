// docs/product.md §19.2 on the board: the new appointments of the live notifications document are highlighted until
// marked seen (§7: clear identifiers.appointments), the flag is cleared while the board shows them (§7: clear
// sources.appointments), and a new one that the board does not hold yet makes it read its list again.
import { EMPTY_NOTIFICATIONS, withAppointment, withCleared, type TNotifications } from '@rueda/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eventStreams } from '@/testing/event-stream';
import { renderApp } from '@/testing/render';
import { summary } from '@/testing/repairs/factories';
import { repairsServer } from '@/testing/repairs/server';

const rosa = summary({ id: 'r-rosa', status: 'notReviewed', customer: { id: 'c1', name: 'Rosa', surname: 'Vidal', phone: '' } });
const tiago = summary({
  id: 'r-tiago',
  status: 'notReviewed',
  customer: { id: 'c2', name: 'Tiago', surname: 'Costa', phone: '' },
  bookedOnline: true,
});

function cardOf(name: string): HTMLElement {
  return screen.getByRole('link', { name }).closest<HTMLElement>('[data-repair-card]')!;
}

describe('new appointments on the board', () => {
  it('highlights them live, reads the list again for one it lacks, and forgets them once marked seen', async () => {
    let doc: TNotifications = withAppointment(EMPTY_NOTIFICATIONS, rosa.id);
    const events = eventStreams(() => doc);
    const server = repairsServer({
      summaries: [rosa],
      handlers: { 'GET /api/events': events.handler },
      functions: {
        notificationsGet: () => doc,
        notificationsClear: ({ what }) => (doc = withCleared(doc, what)),
      },
    });
    const { user } = renderApp('/repairs');
    await screen.findByRole('link', { name: 'Rosa Vidal' });
    await waitFor(() => expect(cardOf('Rosa Vidal')).toHaveAttribute('data-new'));
    expect(screen.getByText('1 reparación con novedades, destacada en el tablero')).toBeInTheDocument();
    // The board in front of the user is seeing them: the bell's flag goes, the highlight stays.
    await waitFor(() => expect(server.inputsTo('notificationsClear')).toEqual([{ what: 'appointments' }]));
    await waitFor(() => expect(events.openCount).toBe(1));
    const reads = server.inputsTo('repairsList').length;

    // Tiago books online while the board is open: the stream says so, and the board reads its list again.
    server.repairsState.summaries = [rosa, tiago];
    doc = withAppointment(doc, tiago.id);
    events.send(doc);
    expect(await screen.findByText('2 reparaciones con novedades, destacadas en el tablero')).toBeInTheDocument();
    await waitFor(() => expect(server.inputsTo('repairsList').length).toBeGreaterThan(reads));
    await waitFor(() => expect(cardOf('Tiago Costa')).toHaveAttribute('data-new'));

    await user.click(screen.getByRole('button', { name: 'Marcar como vistas' }));
    await waitFor(() => expect(screen.queryByText(/novedades, destacadas? en el tablero/)).not.toBeInTheDocument());
    expect(server.inputsTo('notificationsClear')).toContainEqual({ what: 'appointmentIdentifiers' });
    expect(cardOf('Rosa Vidal')).not.toHaveAttribute('data-new');
    expect(cardOf('Tiago Costa')).not.toHaveAttribute('data-new');
    // Seen or not, the card of a booking made on the booking page says so; one taken in at the counter does not.
    expect(within(cardOf('Tiago Costa')).getByText('En línea')).toHaveAttribute(
      'title',
      'Reservada por el cliente en la página de reservas',
    );
    expect(within(cardOf('Rosa Vidal')).queryByText('En línea')).not.toBeInTheDocument();
  });
});
