import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ANA, authServer } from '@/testing/auth-server';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';

function locationOf(router: ReturnType<typeof renderApp>['router']): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

describe('routing and the minimal guard', () => {
  it('shows a loader, not a blank page, while the session loads', async () => {
    fakeServer({ 'GET /api/auth/get-session': () => new Promise<Response>(() => {}) });
    renderApp('/repairs');
    expect(await screen.findByRole('status', { name: 'Cargando…' })).toBeInTheDocument();
  });

  it('sends a signed-out user from / to the login page, asking to come back to /repairs', async () => {
    authServer();
    const { router } = renderApp('/');
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/auth/login?redirect=%2Frepairs');
  });

  it('brings the user back to the page they asked for after signing in', async () => {
    authServer();
    const { router, user } = renderApp('/repairs');
    await user.type(await screen.findByRole('textbox', { name: 'Correo electrónico' }), ANA.email);
    await user.type(screen.getByLabelText(/^Contraseña/), ANA.password);
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Aún no hay reparaciones')).toBeInTheDocument();
    expect(locationOf(router)).toBe('/repairs');
    expect(screen.getByText(ANA.email)).toBeInTheDocument();
  });

  it('follows a redirect to another page of the app, but never off the site', async () => {
    authServer();
    const { router, user } = renderApp('/auth/login?redirect=%2Fcustomers%3Ftab%3Dbikes');
    await user.type(await screen.findByRole('textbox', { name: 'Correo electrónico' }), ANA.email);
    await user.type(screen.getByLabelText(/^Contraseña/), ANA.password);
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(locationOf(router)).toBe('/customers?tab=bikes'));
  });

  it('ignores a redirect to another site', async () => {
    authServer({ isSignedIn: true });
    const { router } = renderApp('/auth/login?redirect=https%3A%2F%2Fevil.test%2F');
    expect(await screen.findByText('Aún no hay reparaciones')).toBeInTheDocument();
    expect(locationOf(router)).toBe('/repairs');
  });

  it('sends a signed-in user away from the auth pages', async () => {
    authServer({ isSignedIn: true });
    const { router } = renderApp('/auth/register');
    expect(await screen.findByText('Aún no hay reparaciones')).toBeInTheDocument();
    expect(locationOf(router)).toBe('/repairs');
  });

  it('lets a signed-in user set a new password from a mailed link', async () => {
    authServer({ isSignedIn: true });
    const { router } = renderApp('/auth/login?mode=resetPassword&oobCode=abc');
    expect(await screen.findByRole('button', { name: 'Guardar nueva contraseña' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('signs out with the header button and shows the login page', async () => {
    const server = authServer({ isSignedIn: true });
    const { user } = renderApp('/repairs');
    await user.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(server.requestsTo('POST /api/auth/sign-out').map((request) => request.body)).toEqual([{}]);
    expect(screen.queryByText(ANA.email)).not.toBeInTheDocument();
  });

  it('shows a 404 page for any other path', async () => {
    authServer();
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  it('switches the whole interface to Portuguese', async () => {
    authServer({ isSignedIn: true });
    const { user } = renderApp('/repairs');
    await user.click(await screen.findByRole('button', { name: 'PT' }));
    expect(await screen.findByText('Ainda não há reparações')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Terminar sessão' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('pt'));
  });
});
