// Issue 14 point 4: while the server cannot be reached the app says so and keeps retrying; once
// /api/health answers again the notice goes and what failed to load loads again, without a click.
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { authServer, workshopAccount } from '@/testing/auth-server';
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
