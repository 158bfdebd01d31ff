import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ANA, authServer, newAccount, workshopAccount } from '@/testing/auth-server';
import { renderApp } from '@/testing/render';
import { onboardingDraftKey } from '../draft';

/** Landing on /repairs renders the whole board, which takes a while on a busy machine. */
const LANDING_TIMEOUT_MS = 5_000;

function newAccountServer() {
  const server = authServer({
    isSignedIn: true,
    workshop: null,
    account: newAccount(),
    functions: {
      onboardingComplete: () => {
        server.state.workshop = { role: 'admin', uid: 'w1', active: false, trial: true, free: false };
        server.state.account = workshopAccount({ subscriptionStatus: 'trialing', isTrialing: true });
        return server.state.account;
      },
    },
  });
  return server;
}

async function openWizard() {
  const view = renderApp('/account/onboarding');
  await screen.findByRole('heading', { name: 'Configura tu taller' });
  return view;
}

const storedDraft = (userId: string) => window.localStorage.getItem(`rueda:draft:${onboardingDraftKey(userId)}`);

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// docs/product.md §2 (Onboarding): what was typed survives a reload (a remount) until onboarding is finished.
describe('the onboarding wizard’s draft', { timeout: 20_000 }, () => {
  it('starts again with what was typed and on the step it was on, after a reload', async () => {
    newAccountServer();
    const first = await openWizard();
    await first.user.type(screen.getByRole('textbox', { name: 'Nombre del taller' }), 'Bicis Ana');
    await first.user.type(screen.getByRole('textbox', { name: /NIF/ }), 'B12345678');
    await first.user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await first.user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await first.user.click(screen.getByRole('button', { name: 'Añadir mecánico' }));
    await first.user.type(screen.getByRole('textbox', { name: 'Mecánico 1' }), 'Luis');
    first.unmount();

    const second = await openWizard();
    expect(screen.getByRole('heading', { name: 'Paso 3 de 4: Mecánicos' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mecánico 1' })).toHaveValue('Luis');
    for (let step = 0; step < 2; step++) await second.user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(await screen.findByRole('textbox', { name: 'Nombre del taller' })).toHaveValue('Bicis Ana');
    expect(screen.getByRole('textbox', { name: /NIF/ })).toHaveValue('B12345678');
  });

  it('is another account’s own: a draft left on the device by someone else is not shown', async () => {
    window.localStorage.setItem(
      `rueda:draft:${onboardingDraftKey('someone-else')}`,
      JSON.stringify({
        step: 0,
        values: { name: 'Taller de otro', address: '', phone: '', taxId: '', currency: 'EUR', mechanics: [], starterCatalogue: true },
      }),
    );
    newAccountServer();
    await openWizard();
    expect(screen.getByRole('textbox', { name: 'Nombre del taller' })).toHaveValue('');
  });

  it('drops a stored draft that is not a draft', async () => {
    window.localStorage.setItem(`rueda:draft:${onboardingDraftKey(ANA.id)}`, JSON.stringify({ step: 9, values: 'x' }));
    newAccountServer();
    await openWizard();
    expect(screen.getByRole('heading', { name: 'Paso 1 de 4: Taller' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nombre del taller' })).toHaveValue('');
  });

  it('is gone once onboarding is finished', async () => {
    newAccountServer();
    const { user, router } = await openWizard();
    await user.type(screen.getByRole('textbox', { name: 'Nombre del taller' }), 'Bicis Ana{Enter}');
    expect(storedDraft(ANA.id)).toContain('Bicis Ana');
    for (let step = 0; step < 2; step++) await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Empezar prueba gratuita' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/repairs'), { timeout: LANDING_TIMEOUT_MS });
    expect(storedDraft(ANA.id)).toBeNull();
  });
});
