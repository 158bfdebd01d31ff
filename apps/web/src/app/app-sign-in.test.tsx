// The app as main.tsx mounts it, opened on `/auth/login`: the sign-in page is the server's (decision 070), so the app
// loads it whole; it draws the new-password form of a reset link itself, and sends a signed-in user on as its guard
// decides (docs/product.md §2).
import type { TPublicConfig } from '@rueda/domain';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authServer } from '@/testing/auth-server';
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

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('the app opened on /auth/login', () => {
  it('loads the server’s sign-in page, the redirect kept', async () => {
    authServer();
    const load = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    openApp('/auth/login?redirect=%2Fcustomers');
    await waitFor(() => expect(load).toHaveBeenCalledWith('/auth/login?redirect=%2Fcustomers'));
    expect(screen.queryByRole('button', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
  });

  it('draws the new-password form of a reset link itself', async () => {
    authServer();
    const load = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    openApp('/auth/login?mode=resetPassword&oobCode=abc');
    expect(await screen.findByRole('button', { name: 'Guardar nueva contraseña' }, { timeout: LANDING_TIMEOUT_MS })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('sends a signed-in user on to the board', async () => {
    authServer({ isSignedIn: true });
    openApp('/auth/login');
    await waitFor(() => expect(window.location.pathname).toBe('/repairs'), { timeout: LANDING_TIMEOUT_MS });
    expect(await screen.findByRole('navigation', { name: 'Navegación principal' }, { timeout: LANDING_TIMEOUT_MS })).toBeInTheDocument();
  });
});
