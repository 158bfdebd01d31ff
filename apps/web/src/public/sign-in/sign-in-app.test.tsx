// docs/decisions/070: the sign-in page's behaviour in the browser. Its fields are checked by the staff app's rules
// with messages in the page's language, a refused sign-in says the staff app's message for its code, a signed-in
// visitor goes on with a full load (to the redirect the guard accepts, else /repairs), the "forgot password" form
// asks for the link as the staff app did, the language switch keeps its choice for both the page and the app, and
// the cookie notice goes once accepted.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, failure, json } from '@/testing/fake-server';
import { chatWidgetScript } from '@/features/cookies/chat-widget';
import { SignInApp, type SignInPageData } from './components/sign-in-app';
import es from './locales/es.json';
import pt from './locales/pt.json';
import { TextsProvider } from './texts';

const DATA: SignInPageData = { language: 'es', logoUrl: null, redirect: null, devMailbox: false, chatWidgetScriptUrl: null };
const SIGN_IN = 'POST /api/auth/sign-in/email';

function renderPage(data: Partial<SignInPageData> = {}) {
  const onSignedIn = vi.fn();
  const page = { ...DATA, ...data };
  render(
    <TextsProvider language={page.language}>
      <SignInApp data={page} onSignedIn={onSignedIn} />
    </TextsProvider>,
  );
  return { onSignedIn, user: userEvent.setup() };
}

async function fillAndSend(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  if (email) await user.type(screen.getByLabelText('Correo electrónico'), email);
  if (password) await user.type(screen.getByLabelText('Contraseña', { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

/** Every dotted key of a locale tree. */
function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

// happy-dom never fetches scripts; told so, it reports the widget's script as loaded instead of printing a failure.
const happyDomSettings = (window as unknown as { happyDOM?: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM
  ?.settings;

beforeEach(() => {
  if (happyDomSettings) happyDomSettings.handleDisabledFileLoadingAsSuccess = true;
});

afterEach(() => {
  if (happyDomSettings) happyDomSettings.handleDisabledFileLoadingAsSuccess = false;
  document.cookie = 'rueda-page-language=; path=/; max-age=0';
  document.documentElement.className = '';
  document.documentElement.lang = 'es';
  window.history.replaceState(null, '', '/');
  chatWidgetScript()?.remove();
});

describe('the sign-in page', () => {
  it('has the same texts in Spanish and Portuguese', () => {
    expect(keysOf(pt)).toEqual(keysOf(es));
  });

  it('checks its fields before sending, in the page’s language, and forgets a message once its field is edited', async () => {
    const fake = fakeServer({ [SIGN_IN]: () => json({}) });
    const { user } = renderPage();
    await fillAndSend(user, '', '');
    expect(screen.getAllByText('Este campo es obligatorio')).toHaveLength(2);
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@taller');
    expect(screen.getAllByText('Este campo es obligatorio')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getByText('Introduce un correo electrónico válido')).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
    // A shown message follows the language.
    await user.click(screen.getByRole('button', { name: 'PT' }));
    expect(screen.getByText('Introduza um e-mail válido')).toBeInTheDocument();
    expect(fake.requestsTo(SIGN_IN)).toEqual([]);
  });

  it('shows the staff app’s message for a refused sign-in, and can be sent again', async () => {
    fakeServer({ [SIGN_IN]: () => json({ code: 'auth/wrong-password', message: 'Wrong password.' }, 401) });
    const { user, onSignedIn } = renderPage();
    await fillAndSend(user, 'ana@taller.test', 'mala');
    expect(await screen.findByRole('alert')).toHaveTextContent('La contraseña introducida no es correcta');
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says an unexpected failure when the server cannot be reached', async () => {
    fakeServer({ [SIGN_IN]: () => Promise.reject(new TypeError('Failed to fetch')) });
    const { user } = renderPage();
    await fillAndSend(user, 'ana@taller.test', 'clave');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error inesperado en el inicio de sesión, inténtalo de nuevo');
  });

  it('is busy while signing in, then goes to the redirect the guard accepts, else to /repairs', async () => {
    let answer: (response: Response) => void = () => {};
    const fake = fakeServer({ [SIGN_IN]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    window.history.replaceState(null, '', '/auth/login?redirect=%2Fcustomers%3Fq%3Dana');
    const { user, onSignedIn } = renderPage({ redirect: '/customers?q=ana' });
    await fillAndSend(user, '  ana@taller.test ', 'clave');
    const button = screen.getByRole('button', { name: 'Iniciar sesión' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(fake.requestsTo(SIGN_IN)[0]?.body).toEqual({ email: 'ana@taller.test', password: 'clave' });
    await act(async () => answer(json({ token: 't', user: {} })));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/customers?q=ana'));
  });

  it('goes to /repairs after signing in when the redirect leaves the app', async () => {
    fakeServer({ [SIGN_IN]: () => json({}) });
    window.history.replaceState(null, '', `/auth/login?redirect=${encodeURIComponent('//evil.example/x')}`);
    const { user, onSignedIn } = renderPage();
    await fillAndSend(user, 'ana@taller.test', 'clave');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/repairs'));
  });

  it('links to register with the same redirect, and shows or hides the typed password', async () => {
    const { user } = renderPage({ redirect: '/booking' });
    expect(screen.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/auth/register?redirect=%2Fbooking');
    const password = screen.getByLabelText('Contraseña', { selector: 'input' });
    const toggle = screen.getByRole('button', { name: 'Mostrar la contraseña' });
    expect(toggle).toHaveAttribute('tabindex', '-1');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('asks for a reset link with the typed email, in the page’s language, and says it was sent', async () => {
    const fake = fakeServer({}, { dbUsersManageSendWorkshopPasswordResetEmail: () => true });
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@taller.test');
    await user.click(screen.getByRole('button', { name: '¿Has olvidado tu contraseña?' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Recupera tu contraseña' })).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@taller.test');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Te hemos enviado un enlace para restablecer tu contraseña');
    expect(screen.getByRole('heading', { level: 1, name: 'Accede a tu taller' })).toBeInTheDocument();
    expect(fake.inputsTo('dbUsersManageSendWorkshopPasswordResetEmail')).toEqual([{ email: 'ana@taller.test' }]);
    const request = fake.requestsTo('POST /api/functions/dbUsersManageSendWorkshopPasswordResetEmail')[0];
    expect(request?.headers.get('accept-language')).toBe('es');
    expect(request?.headers.get('authorization')).toBeNull();
  });

  it('says when no account has the email, or too many requests came from the connection, and goes back', async () => {
    let answer: () => Response | boolean = () => false;
    fakeServer({}, { dbUsersManageSendWorkshopPasswordResetEmail: () => answer() });
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: '¿Has olvidado tu contraseña?' }));
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(screen.getByText('Este campo es obligatorio')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Correo electrónico'), 'nadie@taller.test');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No hay ninguna cuenta con ese correo electrónico');
    answer = () => failure('resource-exhausted');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Demasiadas solicitudes desde esta conexión; inténtalo de nuevo más tarde'),
    );
    await user.click(screen.getByRole('button', { name: 'Volver a iniciar sesión' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Accede a tu taller' })).toBeInTheDocument();
  });

  it('keeps the language chosen for the page (its cookie) and for the staff app (its local storage)', async () => {
    const { user } = renderPage();
    expect(screen.getByRole('button', { name: 'ES' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'PT' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Aceda à sua oficina' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PT' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('pt');
    expect(document.cookie).toContain('rueda-page-language=pt');
    expect(window.localStorage.getItem('rueda.language')).toBe('pt');
  });

  it('takes the staff app’s language when no cookie chose one, and not when one did', () => {
    window.localStorage.setItem('rueda.language', 'pt');
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Aceda à sua oficina' })).toBeInTheDocument();
    document.body.innerHTML = '';
    document.cookie = 'rueda-page-language=es; path=/';
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Accede a tu taller' })).toBeInTheDocument();
  });

  it('says once that the session ended, when the staff app left that notice before loading the page', () => {
    window.sessionStorage.setItem('rueda.sign-in-notice', 'session-expired');
    renderPage();
    expect(screen.getByRole('alert')).toHaveTextContent('Tu sesión ha caducado. Inicia sesión de nuevo.');
    document.body.innerHTML = '';
    renderPage();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('hides the cookie notice once accepted, keeps the acceptance and then loads the chat widget', async () => {
    const { user } = renderPage({ chatWidgetScriptUrl: 'https://chat.example.test/widget.js' });
    const banner = screen.getByRole('region', { name: 'Aviso de cookies' });
    expect(banner).toHaveTextContent('Rueda usa cookies técnicas');
    expect(screen.getByRole('link', { name: 'Política de cookies' })).toHaveAttribute('href', '/law/cookies-policy');
    expect(chatWidgetScript()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('rueda.cookies-accepted')).not.toBeNull();
    expect(document.documentElement).toHaveClass('rp-cookies-accepted');
    expect(chatWidgetScript()?.src).toBe('https://chat.example.test/widget.js');
  });
});
