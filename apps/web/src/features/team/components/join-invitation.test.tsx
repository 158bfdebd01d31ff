import type { FunctionErrorCode } from '@rueda/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { ANA, authServer, newAccount, workshopAccount } from '@/testing/auth-server';
import { failure, json } from '@/testing/fake-server';
import { renderApp } from '@/testing/render';
import { MECHANIC } from '@/testing/team/server';

/** 43 characters of base64url, as the server's links carry. */
const TOKEN = `${'Zx9'.repeat(13)}_-A2`;
const JOIN_URL = `/join#${TOKEN}`;
/** Landing on /repairs renders the whole board, which takes a while on a busy machine. */
const LANDING_TIMEOUT_MS = 5_000;

/** What the link's invitation is, as the server's teamInvitationPreview answers it. */
const PREVIEW = { workshop: 'Taller Ana', role: 'mechanic', inviter: 'Marta Ruiz', email: 'luis@taller.test' } as const;

/**
 * A signed-out visitor with no account yet, invited as a mechanic of Ana's workshop; signing up with the link's
 * token joins it in the same request (docs/decisions/059, addendum), as accepting does.
 */
function joinServer({ isSignedIn = false } = {}) {
  const joins = () => {
    server.state.workshop = MECHANIC;
    server.state.account = workshopAccount({ role: 'mechanic' });
  };
  const server = authServer({
    isSignedIn,
    workshop: null,
    account: newAccount(),
    handlers: {
      'POST /api/auth/sign-up/email': (request) => {
        server.state.isSignedIn = true;
        if ((request.body as { invitationToken?: string }).invitationToken === TOKEN) joins();
        return json({ token: 'session-token', user: { id: ANA.id, email: ANA.email, name: ANA.name } });
      },
    },
    functions: {
      teamInvitationPreview: () => PREVIEW,
      teamInvitationAccept: () => {
        joins();
        return server.state.account;
      },
    },
  });
  return server;
}

function refusingServer(code: FunctionErrorCode, reason: string, more: Record<string, string> = {}) {
  return authServer({
    isSignedIn: true,
    workshop: null,
    account: newAccount(),
    functions: { teamInvitationAccept: () => failure(code, { details: { reason, ...more } }) },
  });
}

describe('the invitation page', { timeout: 20_000 }, () => {
  it.each(['/join', '/join#abc', `/join#${TOKEN}!`])('says %s is not a valid link, with a way to sign in', async (url) => {
    authServer();
    renderApp(url);
    expect(await screen.findByRole('heading', { name: 'Este enlace no es válido', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a iniciar sesión' })).toHaveAttribute('href', '/auth/login');
  });

  it('says what the invitation is, and creating the account with the invited address joins the workshop in one step', async () => {
    const server = joinServer();
    const { user, router } = renderApp(JOIN_URL);
    const summary = await screen.findByRole('note');
    expect(summary).toHaveTextContent('Marta Ruiz te invita al equipo de Taller Ana');
    expect(summary).toHaveTextContent('Tu rol: Mecánico');
    expect(server.inputsTo('teamInvitationPreview')).toEqual([{ token: TOKEN }]);
    const email = screen.getByRole('textbox', { name: 'Correo electrónico' });
    expect(email).toHaveValue(PREVIEW.email);
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription('La invitación es para esta dirección.');
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Luis');
    await user.type(screen.getByLabelText(/^Contraseña/), ANA.password);
    await user.type(screen.getByLabelText(/^Repite la contraseña/), ANA.password);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(await screen.findByText('Ya formas parte del equipo de Taller Ana')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/repairs'), { timeout: LANDING_TIMEOUT_MS });
    expect(server.requestsTo('POST /api/auth/sign-up/email').map((request) => request.body)).toEqual([
      { name: 'Luis', email: PREVIEW.email, password: ANA.password, invitationToken: TOKEN },
    ]);
    // No second step: the page never asked to join.
    expect(server.inputsTo('teamInvitationAccept')).toEqual([]);
  });

  it('says so, and offers no form, when the link’s invitation is no longer pending', async () => {
    authServer({ functions: { teamInvitationPreview: () => failure('not-found', { details: { reason: 'invitation-not-found' } }) } });
    renderApp(JOIN_URL);
    expect(await screen.findByRole('heading', { name: 'Esta invitación ya no es válida', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Puede que haya caducado, que ya se haya usado/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Crear cuenta' })).toBeNull();
  });

  it('signed in, names the workshop, the role and who invites before the button that joins', async () => {
    const server = joinServer({ isSignedIn: true });
    const { user, router } = renderApp(JOIN_URL);
    expect(await screen.findByRole('note')).toHaveTextContent('Marta Ruiz te invita al equipo de Taller Ana');
    await user.click(screen.getByRole('button', { name: 'Unirme al taller' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/repairs'), { timeout: LANDING_TIMEOUT_MS });
    expect(server.inputsTo('teamInvitationAccept')).toEqual([{ token: TOKEN }]);
  });

  it('signs in with an existing account without leaving the invitation', async () => {
    const server = authServer({ workshop: null, account: newAccount(), functions: { teamInvitationPreview: () => PREVIEW } });
    const { user, router } = renderApp(JOIN_URL);
    await user.click(await screen.findByRole('button', { name: 'Inicia sesión' }));
    await user.type(await screen.findByRole('textbox', { name: 'Correo electrónico' }), ANA.email);
    await user.type(screen.getByLabelText(/^Contraseña/), ANA.password);
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('button', { name: 'Unirme al taller' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.hash}`).toBe(JOIN_URL);
    expect(server.requestsTo('POST /api/auth/sign-in/email')).toHaveLength(1);
  });

  it('shows which account is signed in, and signing out stays on the invitation', async () => {
    authServer({ isSignedIn: true, workshop: null, account: newAccount(), functions: { teamInvitationPreview: () => PREVIEW } });
    const { user, router } = renderApp(JOIN_URL);
    expect(await screen.findByText(ANA.email)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByRole('heading', { name: 'Crea tu cuenta' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.hash}`).toBe(JOIN_URL);
  });

  it.each([
    ['failed-precondition', 'invitation-expired', 'Esta invitación ha caducado', 'Pide al taller que te la envíe de nuevo.', false],
    ['failed-precondition', 'invitation-used', 'Esta invitación ya se ha usado', 'Alguien ya ha aceptado esta invitación.', false],
    ['failed-precondition', 'invitation-revoked', 'El taller ha retirado esta invitación', 'pide al taller que te invite de nuevo', false],
    ['not-found', 'invitation-not-found', 'Esta invitación no existe', 'Busca el último correo de invitación', false],
    ['failed-precondition', 'already-member', 'Ya formas parte de este taller', 'no hace falta unirse otra vez', false],
  ] as const)('says what a %s refusal (%s) means', async (code, reason, title, message, canTryAgain) => {
    refusingServer(code, reason);
    const { user } = renderApp(JOIN_URL);
    await user.click(await screen.findByRole('button', { name: 'Unirme al taller' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(title);
    expect(alert).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Unirme al taller' }) !== null).toBe(canTryAgain);
    if (reason === 'already-member')
      expect(within(alert).getByRole('link', { name: 'Ir a reparaciones' })).toHaveAttribute('href', '/repairs');
  });

  // docs/decisions/059-an-invitation-is-for-its-address.md
  it('says an invitation for another address names that address, masked, and leaves signing out as the way on', async () => {
    refusingServer('permission-denied', 'invitation-for-another-email', { invitedEmail: 'l***@e***.com' });
    const { user } = renderApp(JOIN_URL);
    await user.click(await screen.findByRole('button', { name: 'Unirme al taller' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Esta invitación es para otra dirección de correo');
    expect(alert).toHaveTextContent('La invitación se envió a l***@e***.com.');
    expect(screen.queryByRole('button', { name: 'Unirme al taller' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });

  it('speaks Portuguese', async () => {
    await setLanguage('pt');
    joinServer();
    const first = renderApp(JOIN_URL);
    const summary = await screen.findByRole('note');
    expect(summary).toHaveTextContent('Marta Ruiz convidou-o para a equipa de Taller Ana');
    expect(summary).toHaveTextContent('A sua função: Mecânico');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('O convite é para este endereço.');
    first.unmount();
    refusingServer('failed-precondition', 'invitation-expired');
    const { user } = renderApp(JOIN_URL);
    await user.click(await screen.findByRole('button', { name: 'Juntar-me à oficina' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Peça à oficina que lho envie novamente.');
  });

  it('names the invited address in Portuguese too', async () => {
    await setLanguage('pt');
    refusingServer('permission-denied', 'invitation-for-another-email', { invitedEmail: 'l***@e***.com' });
    const { user } = renderApp(JOIN_URL);
    await user.click(await screen.findByRole('button', { name: 'Juntar-me à oficina' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('O convite foi enviado para l***@e***.com.');
  });
});
