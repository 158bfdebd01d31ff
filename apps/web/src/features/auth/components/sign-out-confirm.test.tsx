// docs/product.md §30.2: signing out with changes still on the device asks first, saying how many would be lost.
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { publishOutboxSummary, resetOutboxSummary } from '@/lib/outbox/outbox-summary';
import { authServer } from '@/testing/auth-server';
import { renderApp } from '@/testing/render';

async function openSignOut(user: ReturnType<typeof renderApp>['user'], menuName: RegExp, signOutName: string) {
  await user.click(await screen.findByRole('button', { name: menuName }));
  await user.click(await screen.findByRole('menuitem', { name: signOutName }));
}

describe('signing out with changes on the device', () => {
  it('asks first, keeps the session when told to, and signs out when the user accepts to lose them', async () => {
    const server = authServer({ isSignedIn: true });
    const { user } = renderApp('/profile');
    act(() => publishOutboxSummary({ waiting: 2, needsDecision: 1, failed: 0, isSending: false }));

    await openSignOut(user, /Cuenta de Ana/, 'Cerrar sesión');
    const dialog = await screen.findByRole('dialog', { name: 'Hay cambios sin enviar' });
    expect(dialog).toHaveTextContent('Hay 3 cambios hechos en este dispositivo que aún no han llegado al servidor.');
    await user.click(screen.getByRole('button', { name: 'Seguir con la sesión' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requestsTo('POST /api/auth/sign-out')).toHaveLength(0);

    await openSignOut(user, /Cuenta de Ana/, 'Cerrar sesión');
    await user.click(await screen.findByRole('button', { name: 'Cerrar sesión y perderlos' }));
    await waitFor(() => expect(server.requestsTo('POST /api/auth/sign-out')).toHaveLength(1));
    resetOutboxSummary();
  });

  it('signs out at once when nothing waits', async () => {
    const server = authServer({ isSignedIn: true });
    const { user } = renderApp('/profile');
    await openSignOut(user, /Cuenta de Ana/, 'Cerrar sesión');
    await waitFor(() => expect(server.requestsTo('POST /api/auth/sign-out')).toHaveLength(1));
  });

  it('words it in Portuguese', async () => {
    await setLanguage('pt');
    authServer({ isSignedIn: true });
    const { user } = renderApp('/profile');
    act(() => publishOutboxSummary({ waiting: 1, needsDecision: 0, failed: 0, isSending: false }));
    await openSignOut(user, /Conta de Ana/, 'Terminar sessão');
    expect(await screen.findByRole('dialog', { name: 'Há alterações por enviar' })).toHaveTextContent(
      'Há 1 alteração feita neste dispositivo que ainda não chegou ao servidor. Se terminar a sessão agora, perde-se.',
    );
    resetOutboxSummary();
  });
});
