import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { ANA, authServer, newAccount } from '@/testing/auth-server';
import { failure, functionRoute, json } from '@/testing/fake-server';
import { renderApp, renderComponent } from '@/testing/render';
import { ForgotPassword } from './forgot-password';
import { LoginForm } from './login-form';

const RESET_FUNCTION = functionRoute('dbUsersManageSendWorkshopPasswordResetEmail');

/** Fills the registration form as Ana, with `name` as typed, and sends it. */
async function registerAs(name: string) {
  const view = renderApp('/auth/register');
  await view.user.type(await screen.findByRole('textbox', { name: 'Nombre' }), name);
  await view.user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), ANA.email);
  await view.user.type(screen.getByLabelText(/^Contraseña/), ANA.password);
  await view.user.type(screen.getByLabelText(/^Repite la contraseña/), ANA.password);
  await view.user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
  return view;
}

/** The sign-in form as the invitation's page draws it (`/join`); the sign-in page is the server's (decision 070). */
function renderLoginForm(url = '/join') {
  return renderComponent(<LoginForm onForgotPassword={() => {}} />, { url, providers: 'app' });
}

/** `/auth/login` reached inside the app loads the server's page (decision 070): location.replace, watched. */
function watchPageLoads() {
  return vi.spyOn(window.location, 'replace').mockImplementation(() => {});
}

afterEach(() => {
  vi.restoreAllMocks();
});

async function signInAs(email: string, password: string) {
  const view = renderLoginForm();
  await view.user.type(await screen.findByRole('textbox', { name: 'Correo electrónico' }), email);
  await view.user.type(screen.getByLabelText(/^Contraseña/), password);
  await view.user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  return view;
}

describe('login form', () => {
  it('toasts docs/product.md §8’s text for a wrong password', async () => {
    authServer();
    await signInAs(ANA.email, 'not-the-password');
    expect(await screen.findByText('La contraseña introducida no es correcta')).toBeInTheDocument();
  });

  it('toasts the "user not found" text for an unknown email', async () => {
    authServer();
    await signInAs('nadie@taller.test', 'whatever-it-is');
    expect(await screen.findByText('El correo electrónico indicado no existe')).toBeInTheDocument();
  });

  it('toasts the lockout text', async () => {
    authServer({ handlers: { 'POST /api/auth/sign-in/email': () => json({ code: 'auth/too-many-requests', message: 'Locked.' }, 429) } });
    await signInAs(ANA.email, ANA.password);
    expect(await screen.findByText('Cuenta bloqueada por demasiados intentos de inicio de sesión')).toBeInTheDocument();
  });

  it('toasts the "other" text for anything else, and in Portuguese when chosen', async () => {
    authServer({ handlers: { 'POST /api/auth/sign-in/email': () => json({ code: 'SOMETHING_ELSE' }, 500) } });
    const { user } = renderLoginForm();
    await act(() => setLanguage('pt'));
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), ANA.email);
    await user.type(screen.getByLabelText(/^Palavra-passe/), ANA.password);
    await user.click(screen.getByRole('button', { name: 'Iniciar sessão' }));
    expect(await screen.findByText('Erro inesperado no início de sessão, tente novamente')).toBeInTheDocument();
  });

  it('checks the fields before asking the server, in the user’s language', async () => {
    const server = authServer();
    const { user } = renderLoginForm();
    await user.type(await screen.findByRole('textbox', { name: 'Correo electrónico' }), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Introduce un correo electrónico válido')).toBeInTheDocument();
    expect(screen.getByText('Este campo es obligatorio')).toBeInTheDocument();
    await act(() => setLanguage('pt'));
    expect(await screen.findByText('Introduza um e-mail válido')).toBeInTheDocument();
    expect(screen.getByText('Este campo é obrigatório')).toBeInTheDocument();
    expect(server.requestsTo('POST /api/auth/sign-in/email')).toEqual([]);
  });
});

describe('register form', () => {
  it('links to and from the sign-in page, keeping the redirect', async () => {
    authServer();
    const load = watchPageLoads();
    renderLoginForm('/join?redirect=%2Frepairs');
    expect(await screen.findByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/auth/register?redirect=%2Frepairs');
    const { user, router } = renderApp('/auth/register?redirect=%2Frepairs');
    await user.click(await screen.findByRole('link', { name: 'Inicia sesión' }));
    expect(router.state.location.pathname).toBe('/auth/login');
    // The server renders the sign-in page: the app loads it whole.
    await waitFor(() => expect(load).toHaveBeenCalledWith('/auth/login?redirect=%2Frepairs'));
  });

  it('refuses a short password and a confirmation that does not match', async () => {
    const server = authServer();
    const { user } = renderApp('/auth/register');
    await user.type(await screen.findByRole('textbox', { name: 'Nombre' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@taller.test');
    await user.type(screen.getByLabelText(/^Contraseña/), 'corta');
    await user.type(screen.getByLabelText(/^Repite la contraseña/), 'corta');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('Debe tener al menos 8 caracteres')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Contraseña/));
    await user.type(screen.getByLabelText(/^Contraseña/), 'bastante-larga');
    await user.clear(screen.getByLabelText(/^Repite la contraseña/));
    await user.type(screen.getByLabelText(/^Repite la contraseña/), 'otra-distinta');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(server.requestsTo('POST /api/auth/sign-up/email')).toEqual([]);
  });

  it('toasts the "email in use" text', async () => {
    authServer({
      handlers: { 'POST /api/auth/sign-up/email': () => json({ code: 'auth/email-already-in-use', message: 'In use.' }, 422) },
    });
    await registerAs('Ana');
    expect(await screen.findByText('El correo electrónico indicado ya existe')).toBeInTheDocument();
  });

  it('toasts the request-limit text when the connection registered too many accounts', async () => {
    authServer({
      handlers: { 'POST /api/auth/sign-up/email': () => json({ code: 'auth/request-limit-exceeded', message: 'Too many requests.' }, 429) },
    });
    await registerAs('Ana');
    expect(await screen.findByText('Demasiadas solicitudes desde esta conexión; inténtalo de nuevo más tarde')).toBeInTheDocument();
  });

  it('creates the account and goes on to set up the workshop', async () => {
    const server = authServer({
      workshop: null,
      account: newAccount(),
      handlers: {
        'POST /api/auth/sign-up/email': () => {
          server.state.isSignedIn = true;
          return json({ token: 'session-token', user: { id: ANA.id, email: ANA.email, name: ANA.name } });
        },
      },
    });
    const { router } = await registerAs('  Ana ');
    expect(await screen.findByRole('heading', { name: 'Configura tu taller' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/onboarding');
    expect(server.requestsTo('POST /api/auth/sign-up/email').map((request) => request.body)).toEqual([
      { name: 'Ana', email: ANA.email, password: ANA.password },
    ]);
  });
});

describe('forgot password', () => {
  /** The form as the invitation's page draws it, with what had been typed in the sign-in form. */
  async function openForgotPassword(typedEmail: string) {
    const onBack = vi.fn();
    const view = renderComponent(<ForgotPassword initialEmail={typedEmail} onBack={onBack} />, { providers: 'app' });
    await screen.findByRole('button', { name: 'Enviar enlace' });
    return { ...view, onBack };
  }

  it('sends the link for the typed email and says so', async () => {
    const server = authServer({ functions: { dbUsersManageSendWorkshopPasswordResetEmail: () => true } });
    const { user, onBack } = await openForgotPassword(ANA.email);
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(ANA.email);
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText('Te hemos enviado un enlace para restablecer tu contraseña')).toBeInTheDocument();
    expect(onBack).toHaveBeenCalledOnce();
    expect(server.requestsTo(RESET_FUNCTION).map((request) => request.body)).toEqual([{ data: { email: ANA.email } }]);
  });

  it('says when this connection asked too often', async () => {
    authServer({
      functions: {
        dbUsersManageSendWorkshopPasswordResetEmail: () =>
          failure('resource-exhausted', { message: 'Too many requests.', details: { reason: 'request-limit' } }),
      },
    });
    const { user } = await openForgotPassword(ANA.email);
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText('Demasiadas solicitudes desde esta conexión; inténtalo de nuevo más tarde')).toBeInTheDocument();
  });

  it('says when no account has the email', async () => {
    authServer({ functions: { dbUsersManageSendWorkshopPasswordResetEmail: () => false } });
    const { user } = await openForgotPassword('nadie@taller.test');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText('No hay ninguna cuenta con ese correo electrónico')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar enlace' })).toBeInTheDocument();
  });
});

describe('reset password', () => {
  const RESET_URL = '/auth/login?mode=resetPassword&oobCode=code-123';

  async function submitNewPassword(password: string, confirmation = password) {
    const view = renderApp(RESET_URL);
    await view.user.type(await screen.findByLabelText(/^Nueva contraseña/), password);
    await view.user.type(screen.getByLabelText(/^Repite la contraseña/), confirmation);
    await view.user.click(screen.getByRole('button', { name: 'Guardar nueva contraseña' }));
    return view;
  }

  it('sets the new password with the link’s code, then loads the sign-in page', async () => {
    const server = authServer({ handlers: { 'POST /api/auth/reset-password': () => json({ status: true }) } });
    const load = watchPageLoads();
    const { router } = await submitNewPassword('una-clave-nueva');
    expect(await screen.findByText('Contraseña cambiada. Ya puedes iniciar sesión')).toBeInTheDocument();
    await waitFor(() => expect(load).toHaveBeenCalledWith('/auth/login'));
    expect(router.state.location.search).toBe('');
    expect(server.requestsTo('POST /api/auth/reset-password').map((request) => request.body)).toEqual([
      { newPassword: 'una-clave-nueva', token: 'code-123' },
    ]);
  });

  it('says when the link is no longer valid', async () => {
    authServer({ handlers: { 'POST /api/auth/reset-password': () => json({ code: 'INVALID_TOKEN', message: 'Invalid token' }, 400) } });
    await submitNewPassword('una-clave-nueva');
    expect(await screen.findByText('El enlace no es válido o ha caducado, pide uno nuevo')).toBeInTheDocument();
  });

  it('checks the new password before sending it', async () => {
    const server = authServer();
    await submitNewPassword('una-clave-nueva', 'otra-clave-nueva');
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(server.requestsTo('POST /api/auth/reset-password')).toEqual([]);
  });
});
