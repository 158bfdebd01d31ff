import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANA, authServer, workshopAccount } from '@/testing/auth-server';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render';

/** Landing on /repairs renders the whole repairs board, which takes a while on a busy machine. */
const LANDING_TIMEOUT_MS = 5_000;

function locationOf(router: ReturnType<typeof renderApp>['router']): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

/** `/auth/login` reached inside the app loads the server's sign-in page (decision 070): location.replace, watched. */
function watchPageLoads() {
  return vi.spyOn(window.location, 'replace').mockImplementation(() => {});
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('routing', () => {
  it('shows a loader, not a blank page, while the session loads', async () => {
    fakeServer({ 'GET /api/auth/get-session': () => new Promise<Response>(() => {}) });
    renderApp('/repairs');
    expect(await screen.findByRole('status', { name: 'Cargando…' })).toBeInTheDocument();
  });

  it('sends a signed-out user from / to the sign-in page, which the server renders', async () => {
    authServer();
    const load = watchPageLoads();
    const { router } = renderApp('/');
    await waitFor(() => expect(load).toHaveBeenCalledWith('/auth/login'));
    expect(locationOf(router)).toBe('/auth/login');
  });

  it('sends a signed-out deep link to the sign-in page with its address, query included, to come back to', async () => {
    authServer();
    const load = watchPageLoads();
    const { router } = renderApp('/customers?x=1');
    await waitFor(() => expect(load).toHaveBeenCalledWith('/auth/login?redirect=%2Fcustomers%3Fx%3D1'));
    expect(locationOf(router)).toBe('/auth/login?redirect=%2Fcustomers%3Fx%3D1');
  });

  it('takes a signed-in user on to the redirect, an address of the app', async () => {
    authServer({ isSignedIn: true });
    const { router } = renderApp('/auth/login?redirect=%2Fcustomers%3Ftab%3Dbikes');
    await waitFor(() => expect(locationOf(router)).toBe('/customers?tab=bikes'), { timeout: LANDING_TIMEOUT_MS });
  });

  it('ignores a redirect to another site', async () => {
    authServer({ isSignedIn: true });
    const { router } = renderApp('/auth/login?redirect=https%3A%2F%2Fevil.test%2F');
    await waitFor(() => expect(locationOf(router)).toBe('/repairs'), { timeout: LANDING_TIMEOUT_MS });
    expect(await screen.findByRole('navigation', { name: 'Navegación principal' }, { timeout: LANDING_TIMEOUT_MS })).toBeInTheDocument();
  });

  it('sends a signed-in user away from the auth pages', async () => {
    authServer({ isSignedIn: true });
    const { router } = renderApp('/auth/register');
    await waitFor(() => expect(locationOf(router)).toBe('/repairs'), { timeout: LANDING_TIMEOUT_MS });
    expect(await screen.findByRole('navigation', { name: 'Navegación principal' }, { timeout: LANDING_TIMEOUT_MS })).toBeInTheDocument();
  });

  it('lets a signed-in user set a new password from a mailed link', async () => {
    authServer({ isSignedIn: true });
    const { router } = renderApp('/auth/login?mode=resetPassword&oobCode=abc');
    expect(await screen.findByRole('button', { name: 'Guardar nueva contraseña' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('shows a 404 page for any other path', async () => {
    authServer();
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['/dashboard', 'Panel'],
    ['/profile', 'Perfil'],
    ['/customers', 'Clientes'],
    ['/customers/c-1', 'Ficha del cliente'],
    ['/booking', 'Citas'],
    ['/services', 'Servicios'],
    ['/subscription', 'Suscripción'],
    ['/subscription/success', 'Gracias por suscribirte'],
    ['/subscription/cancel', 'Pago cancelado'],
    ['/subscription-expired', 'Tu suscripción ha caducado'],
  ])('shows %s in the main layout', async (path, title) => {
    authServer({ isSignedIn: true });
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each(['/repairs', '/repairs/r-1', '/legacy-repairs/r-1'])('opens %s in the main layout', async (path) => {
    authServer({ isSignedIn: true });
    const { router } = renderApp(path);
    expect(await screen.findByRole('navigation', { name: 'Navegación principal' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });
});

describe('main layout', () => {
  it('links every section, marks the current one, and follows a link', async () => {
    authServer({ isSignedIn: true });
    const { router, user } = renderApp('/customers');
    const nav = await screen.findByRole('navigation', { name: 'Navegación principal' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Panel',
      'Reparaciones',
      'Pedidos',
      'Clientes',
      'Citas',
      'Servicios',
      'Ventas',
      'Caja',
      'Suscripción',
      'Perfil',
    ]);
    expect(within(nav).getByRole('link', { name: 'Clientes' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('link', { name: 'Citas' }));
    expect(await screen.findByRole('heading', { name: 'Citas', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/booking');
    expect(within(nav).getByRole('link', { name: 'Citas' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Clientes' })).not.toHaveAttribute('aria-current');
  });

  it('keeps the subscription link active on its sub-pages', async () => {
    authServer({ isSignedIn: true });
    renderApp('/subscription/cancel');
    const nav = await screen.findByRole('navigation', { name: 'Navegación principal' });
    expect(within(nav).getByRole('link', { name: 'Suscripción' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows an expired workshop only the pages it may open', async () => {
    authServer({
      isSignedIn: true,
      workshop: { role: 'admin', uid: 'w1', active: false, trial: false, free: false },
      account: workshopAccount({ subscriptionStatus: 'expired' }),
    });
    renderApp('/profile');
    const nav = await screen.findByRole('navigation', { name: 'Navegación principal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Suscripción', 'Perfil']);
  });

  it('shows the workshop and its trial under the navigation', async () => {
    const trialEndsAt = new Date(Date.now() + 5 * 24 * 60 * 60 * 1000 - 60_000).toISOString();
    authServer({
      isSignedIn: true,
      workshop: { role: 'admin', uid: 'w1', active: false, trial: true, free: false },
      account: workshopAccount({
        subscriptionStatus: 'trialing',
        isTrialing: true,
        workshop: { ...workshopAccount().workshop!, subscriptionStatus: 'trialing', trialEndsAt },
      }),
    });
    renderApp('/dashboard');
    expect(await screen.findByText('Taller Ana')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prueba: quedan 5 días' })).toHaveAttribute('href', '/subscription');
  });

  it('signs out from the user menu and loads the sign-in page', async () => {
    const server = authServer({ isSignedIn: true });
    const { user } = renderApp('/dashboard');
    const load = watchPageLoads();
    await user.click(await screen.findByRole('button', { name: 'Cuenta de Ana' }));
    // The menu opens once its code has arrived (decision 073), which a click right after the first paint may precede.
    expect(await screen.findByText(`Sesión iniciada como ${ANA.email}`)).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(load).toHaveBeenCalledWith('/auth/login?redirect=%2Fdashboard'));
    expect(server.requestsTo('POST /api/auth/sign-out').map((request) => request.body)).toEqual([{}]);
  });

  it('opens the profile from the user menu', async () => {
    authServer({ isSignedIn: true });
    const { router, user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Cuenta de Ana' }));
    await user.click(screen.getByRole('menuitem', { name: 'Mi perfil' }));
    expect(await screen.findByRole('heading', { name: 'Perfil', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('switches the whole interface to Portuguese', async () => {
    authServer({ isSignedIn: true });
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'PT' }));
    expect(await screen.findByRole('heading', { name: 'Painel', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navegação principal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Marcações' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('pt'));
  });
});
