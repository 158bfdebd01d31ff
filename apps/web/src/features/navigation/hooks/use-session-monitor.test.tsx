// The monitor in the app, against the fake server, on a fake clock: it starts once a user is signed
// in, acts through the router and toasts, and stops when the app goes.
import { CHECK_DELAY_MS, CLAIMS_RECHECK_MS, FORCED_CHECK_WAIT_MS } from '@rueda/domain';
import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_NOTICE_KEY } from '@/features/auth';
import { ACTIVE_ADMIN, ANA, authServer } from '@/testing/auth-server';
import { fakeIdToken, json } from '@/testing/fake-server';
import { renderApp } from '@/testing/render';

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

const TOKEN = 'GET /api/auth/token';

function issueToken() {
  return json({ token: fakeIdToken({ sub: ANA.id, roles: ['workshop'], workshop: ACTIVE_ADMIN }) });
}

beforeEach(() => {
  notifications.clean();
  // The clock the monitor uses; React's own scheduling (setImmediate) keeps running for real.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});

/** Lets the fake server answer and React render, without moving the clock. */
async function settle() {
  await act(() => vi.advanceTimersByTimeAsync(0));
  await act(() => vi.advanceTimersByTimeAsync(0));
}

async function openDashboard(server: ReturnType<typeof authServer>) {
  const view = renderApp('/dashboard');
  await settle();
  expect(screen.getByRole('heading', { name: 'Panel', level: 1 })).toBeInTheDocument();
  const tokensAtStart = server.requestsTo(TOKEN).length;
  return { ...view, tokensAtStart };
}

describe('useSessionMonitor in the app', () => {
  it('checks 2 s after sign-in, then every 10 min plus 100 ms', async () => {
    const server = authServer({ isSignedIn: true });
    const { tokensAtStart } = await openDashboard(server);
    await act(() => vi.advanceTimersByTimeAsync(FORCED_CHECK_WAIT_MS));
    expect(server.requestsTo(TOKEN)).toHaveLength(tokensAtStart + 1);
    await act(() => vi.advanceTimersByTimeAsync(CLAIMS_RECHECK_MS + CHECK_DELAY_MS - FORCED_CHECK_WAIT_MS));
    expect(server.requestsTo(TOKEN)).toHaveLength(tokensAtStart + 2);
  });

  it('sends a workshop whose subscription ended to /subscription with the warning toast', async () => {
    const server = authServer({ isSignedIn: true });
    const { router } = await openDashboard(server);
    server.state.workshop = { role: 'admin', uid: 'w1', active: false, trial: false, free: false };
    await act(() => vi.advanceTimersByTimeAsync(FORCED_CHECK_WAIT_MS));
    await settle();
    expect(router.state.location.pathname).toBe('/subscription');
    expect(screen.getByText('Se necesita una suscripción activa para acceder.')).toBeInTheDocument();
  });

  it('stops when unmounted', async () => {
    const server = authServer({ isSignedIn: true });
    const { unmount, tokensAtStart } = await openDashboard(server);
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(CLAIMS_RECHECK_MS * 2));
    expect(server.requestsTo(TOKEN)).toHaveLength(tokensAtStart);
  });

  it('signs the user out when the session has ended, leaving the sign-in page its notice', async () => {
    const server = authServer({ isSignedIn: true });
    const load = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    const { router } = await openDashboard(server);
    // The server forgot the session: the forced refresh gets no token.
    server.state.isSignedIn = false;
    await act(() => vi.advanceTimersByTimeAsync(FORCED_CHECK_WAIT_MS));
    for (let step = 0; step < 10; step += 1) await act(() => vi.advanceTimersByTimeAsync(50));
    // The sign-in page, the server's (decision 070), is loaded whole and says so.
    expect(window.sessionStorage.getItem(SIGN_IN_NOTICE_KEY)).toBe('session-expired');
    expect(load).toHaveBeenCalledWith('/auth/login');
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(server.requestsTo('POST /api/auth/sign-out')).toHaveLength(1);
  });

  it('only logs a token check that fails for another reason', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let isTokenServiceDown = false;
    const server = authServer({
      isSignedIn: true,
      handlers: { [TOKEN]: () => (isTokenServiceDown ? json({ message: 'down' }, 503) : issueToken()) },
    });
    const { router } = await openDashboard(server);
    isTokenServiceDown = true;
    await act(() => vi.advanceTimersByTimeAsync(FORCED_CHECK_WAIT_MS));
    await settle();
    expect(warn).toHaveBeenCalledWith('The session check could not refresh the ID token', expect.any(Error));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByRole('heading', { name: 'Panel', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Tu sesión ha caducado. Inicia sesión de nuevo.')).not.toBeInTheDocument();
  });
});
