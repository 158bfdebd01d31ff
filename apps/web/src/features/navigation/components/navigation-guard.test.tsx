// The guard's wiring: what it hands `decideNavigation` and what it does with the answer. The rules
// themselves are the domain's, tested there.
import { AUTH_WAIT_MS, ONBOARDING_JUST_COMPLETED_FLAG } from '@rueda/domain';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANA, authServer, newAccount, workshopAccount } from '@/testing/auth-server';
import { failure, fakeIdToken, fakeServer, json } from '@/testing/fake-server';
import { renderApp } from '@/testing/render';

const EXPIRED_ADMIN = { role: 'admin', uid: 'w1', active: false, trial: false, free: false } as const;
const TRIAL_ADMIN = { role: 'admin', uid: 'w1', active: false, trial: true, free: false } as const;

/** Landing on /repairs renders the whole repairs board, which takes a while on a busy machine. */
const LANDING_TIMEOUT_MS = 5_000;

function locationOf(router: ReturnType<typeof renderApp>['router']): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

afterEach(() => {
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

/** `/auth/login` reached inside the app loads the server's sign-in page (decision 070): location.replace, watched. */
function watchPageLoads() {
  return vi.spyOn(window.location, 'replace').mockImplementation(() => {});
}

describe('the navigation guard', () => {
  it('waits for authentication, then after AUTH_WAIT_MS goes on as signed out', async () => {
    vi.useFakeTimers();
    fakeServer({ 'GET /api/auth/get-session': () => new Promise<Response>(() => {}) });
    const load = watchPageLoads();
    const { router } = renderApp('/customers');
    await act(() => vi.advanceTimersByTimeAsync(AUTH_WAIT_MS - 1));
    expect(screen.getByRole('status', { name: 'Cargando…' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/customers');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(locationOf(router)).toBe('/auth/login?redirect=%2Fcustomers');
    // The session still unknown (the server away, docs/product.md §24.7): the app draws the sign-in form itself,
    // rather than loading the server's page (decision 070).
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('does not ask for the account while signed out', async () => {
    const server = authServer();
    const load = watchPageLoads();
    renderApp('/auth/register');
    await screen.findByRole('button', { name: 'Crear cuenta' });
    renderApp('/customers');
    await waitFor(() => expect(load).toHaveBeenCalledWith('/auth/login?redirect=%2Fcustomers'));
    expect(server.inputsTo('accountGet')).toEqual([]);
  });

  it('sends an account without a workshop to onboarding', async () => {
    authServer({ isSignedIn: true, workshop: null, account: newAccount() });
    const { router } = renderApp('/repairs');
    expect(await screen.findByRole('heading', { name: 'Configura tu taller' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/onboarding');
  });

  it('sends a workshop in trial from onboarding to /repairs', async () => {
    authServer({ isSignedIn: true, workshop: TRIAL_ADMIN, account: workshopAccount({ subscriptionStatus: 'trialing', isTrialing: true }) });
    const { router } = renderApp('/account/onboarding');
    await waitFor(() => expect(router.state.location.pathname).toBe('/repairs'), { timeout: LANDING_TIMEOUT_MS });
    expect(await screen.findByRole('navigation', { name: 'Navegación principal' }, { timeout: LANDING_TIMEOUT_MS })).toBeInTheDocument();
  });

  it('holds an expired workshop to /subscription, and lets it open /profile and the subscription routes', async () => {
    authServer({ isSignedIn: true, workshop: EXPIRED_ADMIN, account: workshopAccount({ subscriptionStatus: 'expired' }) });
    const { router } = renderApp('/repairs');
    expect(await screen.findByRole('heading', { name: 'Suscripción', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/subscription');
    expect(screen.getByText('Se necesita una suscripción activa')).toBeInTheDocument();

    await act(() => router.navigate('/profile'));
    expect(await screen.findByRole('heading', { name: 'Perfil', level: 1 })).toBeInTheDocument();
    await act(() => router.navigate('/subscription-expired'));
    expect(await screen.findByRole('heading', { name: 'Tu suscripción ha caducado' })).toBeInTheDocument();
    await act(() => router.navigate('/customers/c1'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'));
  });

  it('lets the onboarding flag skip one redirect, and clears it', async () => {
    // The token has not caught up yet: no workshop claim, although the account is in trial.
    window.sessionStorage.setItem(ONBOARDING_JUST_COMPLETED_FLAG, 'true');
    const server = authServer({
      isSignedIn: true,
      workshop: null,
      account: workshopAccount({ subscriptionStatus: 'trialing', isTrialing: true }),
    });
    const { router } = renderApp('/repairs');
    await waitFor(() => expect(router.state.location.pathname).toBe('/repairs'), { timeout: LANDING_TIMEOUT_MS });
    expect(await screen.findByRole('navigation', { name: 'Navegación principal' }, { timeout: LANDING_TIMEOUT_MS })).toBeInTheDocument();
    await waitFor(() => expect(window.sessionStorage.getItem(ONBOARDING_JUST_COMPLETED_FLAG)).toBeNull());
    expect(server.requestsTo('GET /api/auth/token')).toHaveLength(1);
  });

  it('takes a user with the flag from /subscription to /repairs and clears the flag', async () => {
    window.sessionStorage.setItem(ONBOARDING_JUST_COMPLETED_FLAG, 'true');
    authServer({ isSignedIn: true, workshop: TRIAL_ADMIN, account: workshopAccount({ subscriptionStatus: 'trialing', isTrialing: true }) });
    const { router } = renderApp('/subscription');
    await waitFor(() => expect(router.state.location.pathname).toBe('/repairs'), { timeout: LANDING_TIMEOUT_MS });
    expect(await screen.findByRole('navigation', { name: 'Navegación principal' }, { timeout: LANDING_TIMEOUT_MS })).toBeInTheDocument();
    expect(window.sessionStorage.getItem(ONBOARDING_JUST_COMPLETED_FLAG)).toBeNull();
  });

  it('refreshes a stale token once, then lets the new claims decide', async () => {
    const account = workshopAccount({ subscriptionStatus: 'trialing', isTrialing: true });
    let tokens = 0;
    const server = authServer({
      isSignedIn: true,
      account,
      handlers: {
        // The first token predates the trial; the forced refresh brings the trial's claims.
        'GET /api/auth/token': () => {
          tokens += 1;
          const claims = tokens === 1 ? { roles: [] } : { roles: ['workshop'], workshop: TRIAL_ADMIN };
          return json({ token: fakeIdToken({ sub: ANA.id, ...claims }) });
        },
      },
    });
    const { router } = renderApp('/customers');
    expect(await screen.findByRole('heading', { name: 'Clientes', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/customers');
    expect(server.requestsTo('GET /api/auth/token')).toHaveLength(2);
  });

  it('refreshes only once when the new token still has no workshop, then sends the user to /subscription', async () => {
    const server = authServer({ isSignedIn: true, workshop: null, account: workshopAccount({ subscriptionStatus: 'active' }) });
    const { router } = renderApp('/customers');
    expect(await screen.findByRole('heading', { name: 'Suscripción', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/subscription');
    // Once: moving on to /subscription with the same token does not ask again.
    expect(server.requestsTo('GET /api/auth/token')).toHaveLength(2);
  });

  it('says when the account cannot be read, and tries again on request', async () => {
    let isDown = true;
    authServer({
      isSignedIn: true,
      functions: { accountGet: () => (isDown ? failure('unavailable', { message: 'Down.' }) : workshopAccount()) },
    });
    const { user } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'No se han podido cargar los datos de tu cuenta' })).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Panel', level: 1 })).toBeInTheDocument();
  });

  it('takes a signed-in user who opens an auth page on to the page they came for', async () => {
    authServer({ isSignedIn: true });
    const { router } = renderApp(`/auth/login?redirect=${encodeURIComponent('/profile')}`);
    expect(await screen.findByRole('heading', { name: 'Perfil', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.getAllByText(ANA.email).length).toBeGreaterThan(0);
  });
});
