import { ONBOARDING_JUST_COMPLETED_FLAG, type TAccount } from '@rueda/domain';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANA, authServer, newAccount, workshopAccount } from '@/testing/auth-server';
import { failure, functionRoute, json, type FunctionHandler } from '@/testing/fake-server';
import { renderApp } from '@/testing/render';

const ONBOARDING = functionRoute('onboardingComplete');
/** Landing on /repairs renders the whole board, which takes a while on a busy machine. */
const LANDING_TIMEOUT_MS = 5_000;
const TRIAL_ADMIN = { role: 'admin', uid: 'w1', active: false, trial: true, free: false } as const;

function trialAccount(): TAccount {
  return workshopAccount({ subscriptionStatus: 'trialing', isTrialing: true });
}

/** A new account; onboardingComplete answers with `onboard` (by default: the trial starts). */
function newAccountServer(onboard?: FunctionHandler<'onboardingComplete'>) {
  const server = authServer({
    isSignedIn: true,
    workshop: null,
    account: newAccount(),
    functions: {
      onboardingComplete: (data, request) => {
        if (onboard) return onboard(data, request);
        server.state.workshop = TRIAL_ADMIN;
        server.state.account = trialAccount();
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

type User = Awaited<ReturnType<typeof openWizard>>['user'];

/** From the first step to the summary with only the workshop's name, in whichever language the page is in. */
async function goToSummary(user: User, words = { name: 'Nombre del taller', next: 'Siguiente' }) {
  await user.type(screen.getByRole('textbox', { name: words.name }), 'Bicis Ana{Enter}');
  for (let step = 0; step < 2; step++) await user.click(screen.getByRole('button', { name: words.next }));
}

/** What onboardingComplete was sent, once it has been sent. */
async function sentInput(server: ReturnType<typeof newAccountServer>) {
  await waitFor(() => expect(server.requestsTo(ONBOARDING)).toHaveLength(1));
  return (server.requestsTo(ONBOARDING)[0]?.body as { data: Record<string, unknown> }).data;
}

beforeEach(() => notifications.clean());
afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

// Whole journeys typed key by key: slower than the default 5 s on a busy machine.
describe('the onboarding wizard', { timeout: 20_000 }, () => {
  it('asks for the workshop’s name before going on, in the user’s language', async () => {
    newAccountServer();
    const { user } = await openWizard();
    expect(screen.getByRole('heading', { name: 'Paso 1 de 4: Taller' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByRole('textbox', { name: 'Nombre del taller' })).toHaveAccessibleDescription(/Este campo es obligatorio/);
    await user.type(screen.getByRole('textbox', { name: 'Nombre del taller' }), 'B');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByText('Debe tener al menos 2 caracteres')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'PT' }));
    expect(await screen.findByText('Deve ter pelo menos 2 caracteres')).toBeInTheDocument();
  });

  it('says clearly what a phone number may hold', async () => {
    newAccountServer();
    const { user } = await openWizard();
    await user.type(screen.getByRole('textbox', { name: 'Nombre del taller' }), 'Taller Ana');
    await user.type(screen.getByRole('textbox', { name: 'Teléfono' }), 'llámame');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByText('Introduce un teléfono válido: solo números, espacios y los signos + ( ) - .')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Paso 1 de 4: Taller' })).toBeInTheDocument();
  });

  it('creates the workshop once, refreshes the claims, sets the flag and lands on /repairs', async () => {
    const server = newAccountServer();
    const setItem = vi.spyOn(window.sessionStorage, 'setItem');
    const { user, router } = await openWizard();

    await user.type(screen.getByRole('textbox', { name: 'Nombre del taller' }), '  Bicis Ana ');
    await user.type(screen.getByRole('textbox', { name: 'Dirección' }), 'Calle Mayor 1, Madrid');
    await user.type(screen.getByRole('textbox', { name: 'Teléfono' }), '+34 600 000 000');
    await user.type(screen.getByRole('textbox', { name: /NIF/ }), 'B12345678');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    expect(screen.getByRole('heading', { name: 'Paso 2 de 4: Moneda' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Moneda' })).toHaveValue('€ EUR · euro');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    expect(screen.getByText('Todavía no has añadido ningún mecánico.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Añadir mecánico' }));
    await user.type(screen.getByRole('textbox', { name: 'Mecánico 1' }), 'Luis');
    await user.click(screen.getByRole('button', { name: 'Añadir mecánico' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    // An empty row is not a mechanic: it must be filled in or removed.
    expect(screen.getByRole('textbox', { name: 'Mecánico 2' })).toHaveAccessibleDescription(/Este campo es obligatorio/);
    await user.click(screen.getByRole('button', { name: 'Quitar a 2' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    const summary = screen.getByRole('heading', { name: 'Paso 4 de 4: Resumen' }).parentElement as HTMLElement;
    expect(within(summary).getByText('Bicis Ana')).toBeInTheDocument();
    expect(within(summary).getByText('Luis')).toBeInTheDocument();
    const tokensBefore = server.requestsTo('GET /api/auth/token').length;
    await user.click(screen.getByRole('button', { name: 'Empezar prueba gratuita' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/repairs'), { timeout: LANDING_TIMEOUT_MS });
    expect(await screen.findByRole('navigation', { name: 'Navegación principal' }, { timeout: LANDING_TIMEOUT_MS })).toBeInTheDocument();
    expect(server.requestsTo(ONBOARDING).map((request) => request.body)).toEqual([
      {
        data: {
          name: 'Bicis Ana',
          address: 'Calle Mayor 1, Madrid',
          phone: '+34 600 000 000',
          taxId: 'B12345678',
          currency: { symbol: '€', name: 'EUR' },
          mechanics: [{ name: 'Luis' }],
          starterCatalogue: true,
          language: 'es',
        },
      },
    ]);
    expect(server.requestsTo('GET /api/auth/token').length).toBeGreaterThan(tokensBefore);
    expect(setItem).toHaveBeenCalledWith(ONBOARDING_JUST_COMPLETED_FLAG, 'true');
    // The guard let the flag skip its one redirect, and removed it.
    await waitFor(() => expect(window.sessionStorage.getItem(ONBOARDING_JUST_COMPLETED_FLAG)).toBeNull());
  });

  it('sends one request however often the button is pressed while it is pending', async () => {
    let answer: (response: Response) => void = () => {};
    const server = newAccountServer(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = await openWizard();
    await user.type(screen.getByRole('textbox', { name: 'Nombre del taller' }), 'Bicis Ana{Enter}');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    const submit = screen.getByRole('button', { name: 'Empezar prueba gratuita' });
    await user.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    await user.click(submit);
    expect(server.requestsTo(ONBOARDING)).toHaveLength(1);
    server.state.workshop = TRIAL_ADMIN;
    server.state.account = trialAccount();
    answer(json({ result: server.state.account }));
    expect(await screen.findByRole('navigation', { name: 'Navegación principal' }, { timeout: LANDING_TIMEOUT_MS })).toBeInTheDocument();
  });

  it('shows what went wrong when the server refuses, and stays', async () => {
    newAccountServer(() => failure('aborted', { message: 'This account already has a workshop.' }));
    const { user, router } = await openWizard();
    await user.type(screen.getByRole('textbox', { name: 'Nombre del taller' }), 'Bicis Ana{Enter}');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Empezar prueba gratuita' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Esta cuenta ya tiene un taller configurado.');
    expect(router.state.location.pathname).toBe('/account/onboarding');
    expect(screen.getByRole('button', { name: 'Empezar prueba gratuita' })).toBeEnabled();
  });

  it('offers the starter catalogue in the summary, ticked, saying what it holds and where to change it', async () => {
    newAccountServer();
    const { user } = await openWizard();
    await goToSummary(user);
    const starter = screen.getByRole('checkbox', { name: 'Empezar con el catálogo de un taller típico' });
    expect(starter).toBeChecked();
    expect(starter).toHaveAccessibleDescription(/Packs de puesta a punto.*desde Servicios\./);
  });

  it('sends starterCatalogue false when the box is unticked', async () => {
    const server = newAccountServer();
    const { user, router } = await openWizard();
    await goToSummary(user);
    await user.click(screen.getByRole('checkbox', { name: 'Empezar con el catálogo de un taller típico' }));
    expect(screen.getByRole('checkbox', { name: 'Empezar con el catálogo de un taller típico' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Empezar prueba gratuita' }));
    expect(await sentInput(server)).toMatchObject({ name: 'Bicis Ana', starterCatalogue: false, language: 'es' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/repairs'), { timeout: LANDING_TIMEOUT_MS });
  });

  it('sends the language the user is using, for the starter catalogue’s titles', async () => {
    const server = newAccountServer();
    const { user, router } = await openWizard();
    await user.click(screen.getByRole('button', { name: 'PT' }));
    await goToSummary(user, { name: 'Nome da oficina', next: 'Seguinte' });
    expect(screen.getByRole('checkbox', { name: 'Começar com o catálogo de uma oficina típica' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Começar período experimental' }));
    expect(await sentInput(server)).toMatchObject({ starterCatalogue: true, language: 'pt' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/repairs'), { timeout: LANDING_TIMEOUT_MS });
  });

  it('shows the signed-in user and a way to sign out', async () => {
    newAccountServer();
    await openWizard();
    expect(screen.getByText(ANA.email)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });
});
