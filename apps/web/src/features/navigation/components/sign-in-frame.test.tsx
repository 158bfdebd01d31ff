// The sign-in frame (decision 068's addendum): it draws the sign-in page without the router while the guard's rules
// allow it, and hands over to the router otherwise. The handover itself, with the real app, is app/app-sign-in.test.tsx's.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { RouteLink, useRouteNavigator } from '@/lib/route-navigator';
import { authServer } from '@/testing/auth-server';
import { fakeServer } from '@/testing/fake-server';
import { createTestQueryClient } from '@/testing/render';
import { SignInFrame, isSignInAddress } from './sign-in-frame';

/** What the frame hands its screen: the query, a link and a way to go elsewhere. */
function Screen() {
  const { searchParams, navigate } = useRouteNavigator();
  return (
    <main>
      <p>Redirección: {searchParams.get('redirect') ?? 'ninguna'}</p>
      <RouteLink to="/auth/register">Crear cuenta</RouteLink>
      <button type="button" onClick={() => navigate('/auth/login', { replace: true })}>
        Sin redirección
      </button>
    </main>
  );
}

function renderFrame() {
  const onLeave = vi.fn();
  const view = render(
    <AppProvider queryClient={createTestQueryClient()} mantineEnv="test">
      <SignInFrame onLeave={onLeave}>
        <Screen />
      </SignInFrame>
    </AppProvider>,
  );
  return { ...view, onLeave, user: userEvent.setup() };
}

beforeEach(() => window.history.replaceState(null, '', '/auth/login?redirect=%2Fcustomers'));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the sign-in frame', () => {
  it('knows the sign-in page by its path, trailing slash or not, and no other page', () => {
    expect(isSignInAddress('/auth/login')).toBe(true);
    expect(isSignInAddress('/auth/login/')).toBe(true);
    expect(isSignInAddress('/auth/register')).toBe(false);
    expect(isSignInAddress('/')).toBe(false);
  });

  it('shows the loader while the session is unknown, and stays', async () => {
    fakeServer({ 'GET /api/auth/get-session': () => new Promise<Response>(() => {}) });
    const { onLeave } = renderFrame();
    expect(await screen.findByRole('status', { name: 'Cargando…' })).toBeInTheDocument();
    expect(screen.queryByText(/Redirección/)).not.toBeInTheDocument();
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('draws a signed-out user’s page with the address’s query, and follows a replace to the page itself', async () => {
    authServer();
    const { onLeave, user } = renderFrame();
    expect(await screen.findByText('Redirección: /customers')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sin redirección' }));
    expect(screen.getByText('Redirección: ninguna')).toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/auth/login');
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('goes to the router when a link leads elsewhere, with the address already changed', async () => {
    authServer();
    const { onLeave, user } = renderFrame();
    const link = await screen.findByRole('link', { name: 'Crear cuenta' });
    expect(link).toHaveAttribute('href', '/auth/register');
    await user.click(link);
    expect(window.location.pathname).toBe('/auth/register');
    expect(onLeave).toHaveBeenCalled();
  });

  it('leaves a click with a modifier to the browser', async () => {
    authServer();
    const { onLeave } = renderFrame();
    const link = await screen.findByRole('link', { name: 'Crear cuenta' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    act(() => link.dispatchEvent(click));
    // Not prevented: the browser opens the link as it would any (a new tab here); the frame stays.
    expect(click.defaultPrevented).toBe(false);
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('follows the browser’s back button off the page', async () => {
    authServer();
    const { onLeave } = renderFrame();
    await screen.findByText('Redirección: /customers');
    act(() => {
      window.history.pushState(null, '', '/law/cookies-policy');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(onLeave).toHaveBeenCalled());
  });

  it('hands a signed-in user to the router without drawing the page', async () => {
    authServer({ isSignedIn: true });
    const { onLeave } = renderFrame();
    await waitFor(() => expect(onLeave).toHaveBeenCalled());
    expect(screen.queryByText(/Redirección/)).not.toBeInTheDocument();
  });
});
