// docs/product.md §24.7: while the server cannot be reached the app says so and keeps retrying; once
// /api/health answers again the notice goes and what failed to load loads again, without a click.
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { ANA, authServer, workshopAccount } from '@/testing/auth-server';
import { failure, json, type Handler } from '@/testing/fake-server';
import { renderApp } from '@/testing/render';

const OFFLINE_ES = 'Sin conexión con el servidor. Reintentando…';
const OFFLINE_PT = 'Sem ligação ao servidor. A tentar novamente…';
/** The probe's first two tries come 1 s and 2 s after the failure; room for a loaded machine. */
const RECOVERY_TIMEOUT_MS = 10_000;

/** The live region (role="status") that says `text`; the page may hold others (its loader). */
function findStatus(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const region = screen.queryAllByRole('status').find((element) => element.textContent === text);
    expect(region).toBeDefined();
    return region!;
  });
}

/** A server whose database is down until `recover()`: accountGet fails as `answerWhileDown` says, /api/health answers 503. */
function serverWithOutage(answerWhileDown: () => Response | Promise<Response>) {
  const outage = { isDown: true };
  const health: Handler = () => (outage.isDown ? json({ status: 'unavailable' }, 503) : json({ status: 'ok' }));
  const server = authServer({
    isSignedIn: true,
    handlers: { 'GET /api/health': health },
    functions: { accountGet: () => (outage.isDown ? answerWhileDown() : workshopAccount()) },
  });
  return { ...server, recover: () => (outage.isDown = false) };
}

/** A signed-in server whose auth API answers 503 (auth-routes.ts) until `recover()`, as after a reload while the database is down. */
function serverWithAuthOutage() {
  const outage = { isDown: true };
  const session = { user: { id: ANA.id, email: ANA.email, name: ANA.name }, session: { id: 's1', userId: ANA.id } };
  const server = authServer({
    isSignedIn: true,
    handlers: {
      'GET /api/auth/get-session': () => (outage.isDown ? json({ code: 'unavailable' }, 503) : json(session)),
      'GET /api/health': () => (outage.isDown ? json({ status: 'unavailable' }, 503) : json({ status: 'ok' })),
    },
  });
  return { ...server, recover: () => (outage.isDown = false) };
}

describe('the connection banner', () => {
  it('says in Spanish that the server answers unavailable, and once /api/health answers the page loads again by itself', async () => {
    const server = serverWithOutage(() => failure('unavailable'));
    renderApp('/profile');

    expect(await findStatus(OFFLINE_ES)).toBeVisible();
    // The page under it shows its own error meanwhile.
    expect(await screen.findByRole('heading', { name: 'No se han podido cargar los datos de tu cuenta' })).toBeInTheDocument();
    // Still down at the first probe: the banner stays.
    await waitFor(() => expect(server.requestsTo('GET /api/health').length).toBeGreaterThan(0), { timeout: RECOVERY_TIMEOUT_MS });
    expect(screen.getByText(OFFLINE_ES)).toBeInTheDocument();
    const callsWhileDown = server.requestsTo('POST /api/functions/accountGet').length;

    server.recover();
    await waitFor(() => expect(screen.queryByText(OFFLINE_ES)).not.toBeInTheDocument(), { timeout: RECOVERY_TIMEOUT_MS });
    expect(await findStatus('Conexión restablecida')).toBeVisible();
    // Nobody pressed "Reintentar": the failed query fetched again on its own.
    expect(await screen.findByRole('heading', { name: 'Perfil', level: 1 })).toBeInTheDocument();
    expect(server.requestsTo('POST /api/functions/accountGet').length).toBeGreaterThan(callsWhileDown);
  }, 30_000);

  it('says in Portuguese that the server cannot be reached when fetch itself fails, and goes once it answers', async () => {
    await act(() => setLanguage('pt'));
    const server = serverWithOutage(() => Promise.reject(new TypeError('Failed to fetch')));
    renderApp('/profile');

    expect(await findStatus(OFFLINE_PT)).toBeVisible();
    server.recover();
    await waitFor(() => expect(screen.queryByText(OFFLINE_PT)).not.toBeInTheDocument(), { timeout: RECOVERY_TIMEOUT_MS });
    expect(await findStatus('Ligação restabelecida')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Perfil', level: 1 })).toBeInTheDocument();
  }, 30_000);

  it('keeps a page reloaded while the database is down: the banner, not a sign-out, and the page once it is back', async () => {
    const server = serverWithAuthOutage();
    const { router } = renderApp('/profile');

    expect(await findStatus(OFFLINE_ES)).toBeVisible();
    // The session is unknown, not ended: no sign-in form, and no call made for it.
    expect(screen.queryByRole('button', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
    expect(server.requestsTo('POST /api/functions/accountGet')).toHaveLength(0);

    server.recover();
    expect(await screen.findByRole('heading', { name: 'Perfil', level: 1 }, { timeout: RECOVERY_TIMEOUT_MS })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.queryByText(OFFLINE_ES)).not.toBeInTheDocument();
  }, 30_000);

  it('after the 5 s wait shows the sign-in page under the banner, in Portuguese, and goes back to the page once the server answers', async () => {
    await act(() => setLanguage('pt'));
    const server = serverWithAuthOutage();
    const { router } = renderApp('/profile');

    // docs/product.md §2: the guard waits 5 s for authentication, then goes on as signed out.
    expect(await screen.findByRole('button', { name: 'Iniciar sessão' }, { timeout: RECOVERY_TIMEOUT_MS })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Fprofile');
    expect(screen.getByText(OFFLINE_PT)).toBeVisible();

    server.recover();
    expect(await screen.findByRole('heading', { name: 'Perfil', level: 1 }, { timeout: RECOVERY_TIMEOUT_MS })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  }, 30_000);

  it('stays away, and asks /api/health nothing, while the server answers, even with another error', async () => {
    const server = authServer({ isSignedIn: true, functions: { accountGet: () => failure('permission-denied') } });
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'No se han podido cargar los datos de tu cuenta' })).toBeInTheDocument();
    // Longer than the probe's first wait (1 s).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(screen.queryByText(OFFLINE_ES)).not.toBeInTheDocument();
    expect(server.requestsTo('GET /api/health')).toHaveLength(0);
  });
});
