// The app as main.tsx mounts it, opened on the sign-in page: drawn without the router (decision 068's addendum),
// then handed to the router, which takes the user on as its guard decides (docs/product.md §2).
import type { TPublicConfig } from '@rueda/domain';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ANA, authServer } from '@/testing/auth-server';
import { setUpUser } from '@/testing/render';
import { createApp } from './app';

const CONFIG: TPublicConfig = { tokenSyncUrl: null, devMailbox: false, chatWidgetScriptUrl: null };
/** Landing on /repairs renders the whole repairs board, which takes a while on a busy machine. */
const LANDING_TIMEOUT_MS = 10_000;

function openApp(url: string) {
  window.history.replaceState(null, '', url);
  const App = createApp();
  render(<App config={CONFIG} />);
  return setUpUser();
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the app opened on the sign-in page', () => {
  it('signs in and goes on to the page of the redirect, by the router', async () => {
    authServer();
    const user = openApp('/auth/login?redirect=%2Fcustomers');
    await user.type(await screen.findByRole('textbox', { name: 'Correo electrónico' }), ANA.email);
    await user.type(screen.getByLabelText(/^Contraseña/), ANA.password);
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('heading', { name: 'Clientes', level: 1 }, { timeout: LANDING_TIMEOUT_MS })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/customers');
  });

  it('follows the link to the registration page', async () => {
    authServer();
    const user = openApp('/auth/login');
    await user.click(await screen.findByRole('link', { name: 'Regístrate' }));
    expect(await screen.findByRole('button', { name: 'Crear cuenta' }, { timeout: LANDING_TIMEOUT_MS })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth/register');
  });

  it('sends a signed-in user on to the board', async () => {
    authServer({ isSignedIn: true });
    openApp('/auth/login');
    await waitFor(() => expect(window.location.pathname).toBe('/repairs'), { timeout: LANDING_TIMEOUT_MS });
    expect(await screen.findByRole('navigation', { name: 'Navegación principal' }, { timeout: LANDING_TIMEOUT_MS })).toBeInTheDocument();
  });
});
