// docs/product.md §32.2: the profile's chain section. A workshop's admin makes a chain of the workshop; the chain's
// administrator sees its workshops and adds another of theirs; a refusal says why. In es and pt.
import type { TChain, TChainsGetOutput } from '@rueda/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { ACTIVE_ADMIN, authServer, workshopAccount } from '@/testing/auth-server';
import { failure } from '@/testing/fake-server';
import { renderApp } from '@/testing/render';

const CENTRE = { workshopId: 'w1', workshopName: 'Taller Ana', role: 'admin', active: true } as const;
const BEACH = { workshopId: 'w2', workshopName: 'Bicis Playa', role: 'admin', active: true } as const;
const ELSEWHERE = { workshopId: 'w3', workshopName: 'Taller Ajeno', role: 'mechanic', active: true } as const;

const CHAIN: TChain = {
  id: 'c1',
  name: 'Bicis Norte y Sur',
  headWorkshopId: 'w1',
  sharesCustomers: false,
  customersNotice: null,
  workshops: [{ id: 'w1', name: 'Taller Ana', isHeadOffice: true }],
  admins: [{ userId: 'user-1', name: 'Ana', email: 'ana@taller.test' }],
};

const NONE: TChainsGetOutput = { chain: null, isChainAdmin: false };

describe('the chain section', () => {
  it('lets a workshop’s admin make the workshop the head office of a chain, asking for its name first', async () => {
    let answer = NONE;
    const server = authServer({
      isSignedIn: true,
      account: workshopAccount({ memberships: [CENTRE, BEACH] }),
      functions: {
        chainsGet: () => answer,
        chainsCreate: (data) => {
          answer = { chain: { ...CHAIN, name: (data as { name: string }).name }, isChainAdmin: true };
          return answer;
        },
      },
    });
    const { user } = renderApp('/profile');
    const card = (await screen.findByRole('heading', { name: 'Cadena de talleres' })).closest('.mantine-Card-root') as HTMLElement;
    expect(await within(card).findByText(/Este taller no pertenece a ninguna cadena/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Crear cadena' }));
    expect(await within(card).findByText('Este campo es obligatorio')).toBeInTheDocument();
    expect(server.inputsTo('chainsCreate')).toHaveLength(0);

    await user.type(within(card).getByLabelText('Nombre de la cadena'), 'Bicis Norte y Sur');
    await user.click(within(card).getByRole('button', { name: 'Crear cadena' }));
    expect(await screen.findByText('Cadena creada')).toBeInTheDocument();
    expect(server.inputsTo('chainsCreate')).toEqual([{ name: 'Bicis Norte y Sur' }]);
    expect(await within(card).findByText('Bicis Norte y Sur')).toBeInTheDocument();
    // Each workshop an item of the list (a screen reader says how many).
    expect(
      within(within(card).getByRole('list', { name: 'Talleres de la cadena' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Taller AnaSede central']);
  });

  it('offers the chain’s administrator only the workshops they are admin of, and says why the server refused', async () => {
    const server = authServer({
      isSignedIn: true,
      account: workshopAccount({ memberships: [CENTRE, BEACH, ELSEWHERE], isChainAdmin: true }),
      functions: {
        chainsGet: () => ({ chain: CHAIN, isChainAdmin: true }),
        chainsAddWorkshop: () =>
          failure('failed-precondition', {
            message: 'In a chain.',
            details: { reason: 'already-in-chain', fields: [{ field: 'workshopId', message: 'x' }] },
          }),
      },
    });
    const { user } = renderApp('/profile');
    expect(await screen.findByText('Administran la cadena: Ana')).toBeInTheDocument();
    const choose = screen.getByRole('combobox', { name: 'Añadir un taller' });
    expect(
      within(choose)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Elige uno de tus talleres', 'Bicis Playa']);
    await user.selectOptions(choose, 'w2');
    await user.click(screen.getByRole('button', { name: 'Añadir a la cadena' }));
    expect(await screen.findByText('Ese taller ya pertenece a una cadena.')).toBeInTheDocument();
    expect(server.inputsTo('chainsAddWorkshop')).toEqual([{ workshopId: 'w2' }]);
  });

  it('is not shown to a mechanic of a workshop outside any chain', async () => {
    const server = authServer({
      isSignedIn: true,
      workshop: { ...ACTIVE_ADMIN, role: 'mechanic' },
      account: workshopAccount({ role: 'mechanic' }),
      functions: { chainsGet: () => NONE, teamList: () => ({ members: [], invitations: [] }), mechanicsList: () => [] },
    });
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Tu cuenta' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Cadena de talleres' })).not.toBeInTheDocument();
    expect(server.inputsTo('chainsGet')).toHaveLength(0);
  });

  it('speaks Portuguese', async () => {
    await setLanguage('pt');
    authServer({
      isSignedIn: true,
      account: workshopAccount({ isChainAdmin: true }),
      functions: { chainsGet: () => ({ chain: CHAIN, isChainAdmin: true }) },
    });
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Rede de oficinas' })).toBeInTheDocument();
    expect(await screen.findByText('Sede')).toBeInTheDocument();
    expect(screen.getByText('Para adicionar outra oficina à rede, tem de ser o seu administrador.')).toBeInTheDocument();
  });
});
