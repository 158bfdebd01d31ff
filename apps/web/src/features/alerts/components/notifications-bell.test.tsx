// docs/product.md §19.1 and §19.2 on the screen: the bell follows the live stream (no reload, no poll), announces
// what a change raises with §9's texts, opens it and makes §7's clearing write; a stream that ends is opened again.
import { EMPTY_NOTIFICATIONS, withAppointment, withCleared, withGarage, type TNotifications } from '@rueda/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authServer } from '@/testing/auth-server';
import { eventStreams } from '@/testing/event-stream';
import { renderApp } from '@/testing/render';
import { customersFunctions } from '@/testing/customers-server';

function liveServer(first: TNotifications = EMPTY_NOTIFICATIONS) {
  let doc = first;
  const events = eventStreams(() => doc);
  const server = authServer({
    isSignedIn: true,
    handlers: { 'GET /api/events': events.handler },
    functions: {
      mechanicsList: () => [],
      ...customersFunctions([]).functions,
      notificationsGet: () => doc,
      notificationsClear: ({ what }) => (doc = withCleared(doc, what)),
    },
  });
  return {
    server,
    events,
    /** A change on the server: the stream sends it. */
    change(next: TNotifications) {
      doc = next;
      events.send(next);
    },
  };
}

describe('the bell, live', () => {
  it('shows what the stream says, and toasts a new appointment whose button opens the repairs and clears the flag', async () => {
    const live = liveServer();
    const { user, router } = renderApp('/customers');
    await screen.findByRole('button', { name: 'Notificaciones' });
    await waitFor(() => expect(live.events.openCount).toBe(1));
    expect(live.server.requestsTo('GET /api/events')[0]!.headers.get('authorization')).toMatch(/^Bearer /);

    live.change(withAppointment(EMPTY_NOTIFICATIONS, 'r-7'));
    expect(await screen.findByRole('button', { name: 'Notificaciones: 1 nueva' })).toBeInTheDocument();
    expect(await screen.findByText('Tienes nuevas citas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/repairs'));
    expect(live.server.inputsTo('notificationsClear')).toContainEqual({ what: 'appointments' });
    expect(await screen.findByRole('button', { name: 'Notificaciones' })).toBeInTheDocument();
  });

  it('toasts raised customer alerts, whose button opens the alerts filter; the first document alone toasts nothing', async () => {
    const live = liveServer(withAppointment(EMPTY_NOTIFICATIONS, 'r-1'));
    const { user, router } = renderApp('/customers');
    expect(await screen.findByRole('button', { name: 'Notificaciones: 1 nueva' })).toBeInTheDocument();
    await waitFor(() => expect(live.events.openCount).toBe(1));
    expect(screen.queryByText('Tienes nuevas citas')).not.toBeInTheDocument();

    live.change(withGarage(withAppointment(EMPTY_NOTIFICATIONS, 'r-1'), true));
    expect(await screen.findByText('Han saltado alertas de clientes a los que debes contactar')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notificaciones: 2 nuevas' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver' }));
    await waitFor(() => expect(router.state.location.search).toContain('alerts'));
  });

  it('opens the stream again when the server ends it, and hears the document as it is then', async () => {
    const live = liveServer();
    renderApp('/customers');
    await waitFor(() => expect(live.events.openCount).toBe(1));
    live.events.end();
    await waitFor(() => expect(live.events.opened).toBe(2));
    live.change(withGarage(EMPTY_NOTIFICATIONS, true));
    expect(await screen.findByRole('button', { name: 'Notificaciones: 1 nueva' })).toBeInTheDocument();
  });
});
