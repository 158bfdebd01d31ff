import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { authServer, newAccount } from '@/testing/auth-server';
import { renderApp } from '@/testing/render';

const INVITATION = { workshop: 'Bicis Sur', role: 'manager', inviter: 'Marta Ruiz', email: 'ana@taller.test' } as const;

function serverWith(pending: typeof INVITATION | null) {
  return authServer({ isSignedIn: true, workshop: null, account: newAccount(), functions: { teamInvitationPending: () => pending } });
}

afterEach(() => window.localStorage.clear());

// docs/decisions/059 (addendum): an account with a pending invitation is offered it before any onboarding.
describe('the onboarding page of an account with a pending invitation', { timeout: 20_000 }, () => {
  it('shows the invitation (workshop, role, who invited, how to join) instead of the wizard', async () => {
    serverWith(INVITATION);
    renderApp('/account/onboarding');
    expect(await screen.findByRole('heading', { name: 'Tienes una invitación pendiente' })).toBeInTheDocument();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Marta Ruiz te ha invitado al equipo de Bicis Sur.');
    expect(note).toHaveTextContent('Tu rol: Encargado');
    expect(screen.getByText(/abre el enlace del correo de invitación que enviamos a ana@taller\.test/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Configura tu taller' })).toBeNull();
  });

  it('lets the account set up its own workshop instead', async () => {
    serverWith(INVITATION);
    const { user } = renderApp('/account/onboarding');
    await user.click(await screen.findByRole('button', { name: 'Prefiero configurar mi propio taller' }));
    expect(await screen.findByRole('heading', { name: 'Configura tu taller' })).toBeInTheDocument();
  });

  it('goes straight to the wizard without one', async () => {
    const server = serverWith(null);
    renderApp('/account/onboarding');
    expect(await screen.findByRole('heading', { name: 'Configura tu taller' })).toBeInTheDocument();
    expect(server.inputsTo('teamInvitationPending')).toHaveLength(1);
  });

  it('speaks Portuguese', async () => {
    await setLanguage('pt');
    serverWith(INVITATION);
    renderApp('/account/onboarding');
    expect(await screen.findByRole('heading', { name: 'Tem um convite pendente' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Marta Ruiz convidou-o para a equipa de Bicis Sur.');
    expect(screen.getByRole('note')).toHaveTextContent('A sua função: Gestor');
    expect(screen.getByRole('button', { name: 'Prefiro configurar a minha própria oficina' })).toBeInTheDocument();
  });
});
