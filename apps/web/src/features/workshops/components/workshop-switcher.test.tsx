// docs/product.md §32.1: the header's workshop switcher. Shown to an account in several workshops; choosing another
// asks the server, fetches a token naming it, reads everything again and opens the board; a refusal says why; changes
// still on the device keep the workshop in use.
import type { TAccount } from '@rueda/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { publishOutboxSummary, resetOutboxSummary } from '@/lib/outbox/outbox-summary';
import { ACTIVE_ADMIN, authServer, workshopAccount } from '@/testing/auth-server';
import { failure } from '@/testing/fake-server';
import { renderApp } from '@/testing/render';

const CENTRE = { workshopId: 'w1', workshopName: 'Taller Ana', role: 'admin', active: true } as const;
const BEACH = { workshopId: 'w2', workshopName: 'Bicis Playa', role: 'mechanic', active: true } as const;
const OLD = { workshopId: 'w3', workshopName: 'Taller Viejo', role: 'manager', active: false } as const;

function twoShops(): TAccount {
  return workshopAccount({ memberships: [CENTRE, BEACH, OLD] });
}

afterEach(() => resetOutboxSummary());

describe('the workshop switcher', () => {
  it('lists the account’s workshops with its role in each, and moves the session to the one chosen', async () => {
    const base = workshopAccount();
    const inBeach = workshopAccount({
      role: 'mechanic',
      memberships: [CENTRE, BEACH, OLD],
      workshop: { ...base.workshop!, id: 'w2', name: 'Bicis Playa' },
    });
    const serverWithSwitch = authServer({
      isSignedIn: true,
      account: twoShops(),
      functions: {
        accountWorkshopSwitch: () => {
          serverWithSwitch.state.workshop = { ...ACTIVE_ADMIN, uid: 'w2', role: 'mechanic' };
          serverWithSwitch.state.account = inBeach;
          return inBeach;
        },
      },
    });
    const { user, router } = renderApp('/customers');
    await user.click(await screen.findByRole('button', { name: 'Taller en uso: Taller Ana. Cambiar de taller' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /Taller Ana/ })).toHaveTextContent('Administrador');
    expect(within(menu).getByRole('menuitem', { name: /Taller Ana/ })).toHaveTextContent('En uso');
    expect(within(menu).getByRole('menuitem', { name: /Taller Viejo/ })).toHaveTextContent('Desactivada');
    expect(within(menu).getByRole('menuitem', { name: /Taller Viejo/ })).toBeDisabled();
    const tokensBefore = serverWithSwitch.requestsTo('GET /api/auth/token').length;

    await user.click(within(menu).getByRole('menuitem', { name: /Bicis Playa/ }));
    expect(await screen.findByRole('button', { name: 'Taller en uso: Bicis Playa. Cambiar de taller' })).toBeInTheDocument();
    expect(serverWithSwitch.inputsTo('accountWorkshopSwitch')).toEqual([{ workshopId: 'w2' }]);
    expect(serverWithSwitch.requestsTo('GET /api/auth/token').length).toBeGreaterThan(tokensBefore);
    await waitFor(() => expect(router.state.location.pathname).toBe('/repairs'));
  });

  it('is not shown to an account in one workshop', async () => {
    authServer({ isSignedIn: true, account: workshopAccount({ memberships: [CENTRE] }) });
    renderApp('/customers');
    expect(await screen.findByRole('button', { name: /Cuenta de Ana/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cambiar de taller/ })).not.toBeInTheDocument();
  });

  it('says why the server refused, and stays in the workshop in use', async () => {
    const server = authServer({
      isSignedIn: true,
      account: twoShops(),
      functions: {
        accountWorkshopSwitch: () =>
          failure('permission-denied', {
            message: 'Deactivated.',
            details: { reason: 'membership-deactivated', fields: [{ field: 'workshopId', message: 'x' }] },
          }),
      },
    });
    const { user } = renderApp('/customers');
    await user.click(await screen.findByRole('button', { name: 'Taller en uso: Taller Ana. Cambiar de taller' }));
    await user.click(await screen.findByRole('menuitem', { name: /Bicis Playa/ }));
    expect(await screen.findByText('Tu cuenta está desactivada en ese taller.')).toBeInTheDocument();
    expect(server.inputsTo('accountWorkshopSwitch')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Taller en uso: Taller Ana. Cambiar de taller' })).toBeInTheDocument();
  });

  it('keeps the workshop while changes made here wait to be sent, and says so in Portuguese', async () => {
    await setLanguage('pt');
    const server = authServer({ isSignedIn: true, account: twoShops() });
    const { user } = renderApp('/customers');
    act(() => publishOutboxSummary({ waiting: 2, needsDecision: 0, failed: 0, isSending: false }));
    await user.click(await screen.findByRole('button', { name: 'Oficina em uso: Taller Ana. Mudar de oficina' }));
    expect(await screen.findByText('As suas oficinas')).toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: /Bicis Playa/ }));
    expect(await screen.findByText('Tem 2 alterações por enviar nesta oficina: envie-as antes de mudar de oficina.')).toBeInTheDocument();
    expect(server.inputsTo('accountWorkshopSwitch')).toHaveLength(0);
  });
});
