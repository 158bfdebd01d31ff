import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { workshopAccount } from '@/testing/auth-server';
import { renderApp } from '@/testing/render';
import { EXPIRED_ADMIN, subscriptionServer } from '@/testing/subscription/server';

const SESSION = 'cs_1_workshop-pro';

function expiredWorkshopServer() {
  const server = subscriptionServer({ workshop: EXPIRED_ADMIN, account: workshopAccount({ subscriptionStatus: 'expired' }) });
  server.subscriptionState.checkoutSessions.push(SESSION);
  return server;
}

describe('/subscription/success', () => {
  it('confirms the checkout, takes the new claims and goes on to the dashboard with the subscription_active toast', async () => {
    const server = expiredWorkshopServer();
    const { router } = renderApp(`/subscription/success?session_id=${SESSION}`);
    expect(await screen.findByText('Estamos confirmando tu pago…')).toBeInTheDocument();
    expect(await screen.findByText('¡Suscripción activa! Te llevamos al panel.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(server.inputsTo('callablesConfirmCheckoutSession')).toEqual([{ sessionId: SESSION }]);
    // A new token after the confirmation: the claims that let the workshop in.
    const confirmedAt = server.requests.findIndex((request) => request.path.endsWith('/callablesConfirmCheckoutSession'));
    expect(server.requests.slice(confirmedAt).some((request) => request.path === '/api/auth/token')).toBe(true);
    expect(server.subscriptionState.confirmed.has(SESSION)).toBe(true);
  });

  it('treats a session confirmed already as done (decision 014: aborted, already-confirmed)', async () => {
    const server = expiredWorkshopServer();
    server.subscriptionState.confirmed.add(SESSION);
    // The server confirmed it earlier: the claims are active already.
    server.state.workshop = { ...EXPIRED_ADMIN, active: true };
    const { router } = renderApp(`/subscription/success?session_id=${SESSION}`);
    expect(await screen.findByText('¡Suscripción activa! Te llevamos al panel.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('says so when the checkout cannot be confirmed, with the way back to the subscription', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expiredWorkshopServer();
    const { router, user } = renderApp('/subscription/success?session_id=cs_unknown');
    expect(await screen.findByText('No se ha podido confirmar el pago')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'Ver mi suscripción' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'));
    warn.mockRestore();
  });
});

describe('/subscription/cancel and /subscription-expired', () => {
  it('says nothing was charged, with the way back', async () => {
    subscriptionServer({ workshop: EXPIRED_ADMIN, account: workshopAccount({ subscriptionStatus: 'expired' }) });
    renderApp('/subscription/cancel');
    expect(await screen.findByRole('heading', { name: 'Pago cancelado' })).toBeInTheDocument();
    expect(screen.getByText(/No se ha realizado ningún cargo/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mi suscripción' })).toHaveAttribute('href', '/subscription');
  });

  it('explains why the subscription expired and how to pay', async () => {
    subscriptionServer({ workshop: EXPIRED_ADMIN, account: workshopAccount({ subscriptionStatus: 'expired' }) });
    renderApp('/subscription-expired');
    expect(await screen.findByRole('heading', { name: 'Tu suscripción ha caducado' })).toBeInTheDocument();
    expect(screen.getByText(/Ha terminado el periodo de prueba o no se ha podido cobrar la renovación/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mi suscripción' })).toHaveAttribute('href', '/subscription');
  });
});
