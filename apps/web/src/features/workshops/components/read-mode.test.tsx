// docs/product.md §32.2: a chain's administrator reading a workshop of the chain where they are not a member. Every
// screen says "Modo lectura" with the workshop's name, in the account's language, and hides what the role may not use;
// a member of the workshop sees no such notice.
import type { TAccount } from '@rueda/domain';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { ACTIVE_ADMIN, authServer, workshopAccount } from '@/testing/auth-server';
import { renderApp } from '@/testing/render';
import { repair } from '@/testing/repairs/factories';
import { repairsServer } from '@/testing/repairs/server';

const OWN = { workshopId: 'w1', workshopName: 'Taller Ana', role: 'admin', active: true } as const;
const READ = { workshopId: 'w2', workshopName: 'Bicis Playa', role: 'chainAdmin', active: true } as const;

function readingBeach(): TAccount {
  const base = workshopAccount();
  return workshopAccount({
    role: 'chainAdmin',
    isChainAdmin: true,
    inChain: true,
    memberships: [OWN, READ],
    workshop: { ...base.workshop!, id: 'w2', name: 'Bicis Playa' },
  });
}

afterEach(async () => {
  await act(() => setLanguage('es'));
});

describe('the read mode', () => {
  it('says so above the screen, and the customers screen offers no new repair', async () => {
    authServer({ isSignedIn: true, account: readingBeach(), workshop: { ...ACTIVE_ADMIN, uid: 'w2', role: 'chainAdmin' } });
    renderApp('/customers');
    const notice = await screen.findByRole('status', { name: /Modo lectura/ });
    expect(notice).toHaveTextContent('Estás consultando Bicis Playa como administrador de la cadena');
    expect(await screen.findByRole('heading', { level: 1, name: 'Clientes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nueva reparación' })).toBeNull();
  });

  it('shows a repair with every field unable to change, and neither save nor notify', async () => {
    repairsServer({
      repairs: [repair({ id: 'r-1', technicalNotes: 'Ruido en el pedalier' })],
      account: readingBeach(),
      workshop: { ...ACTIVE_ADMIN, uid: 'w2', role: 'chainAdmin' },
    });
    renderApp('/repairs/r-1');
    expect(await screen.findByRole('heading', { name: 'Reparación de Ana López', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Notas técnicas' })).toHaveValue('Ruido en el pedalier');
    expect(screen.getByRole('textbox', { name: 'Notas técnicas' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Notificar/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Volver/ })).toBeEnabled();
  });

  it('shows the board without a new repair', async () => {
    repairsServer({ account: readingBeach(), workshop: { ...ACTIVE_ADMIN, uid: 'w2', role: 'chainAdmin' } });
    renderApp('/repairs');
    expect(await screen.findByRole('status', { name: /Modo lectura/ })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Reparaciones' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Nueva reparación/ })).toBeNull();
    // The subscription is the workshop's own: the read mode may not read it, so the menu does not offer it.
    expect(screen.getByRole('link', { name: 'Clientes' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Suscripción' })).toBeNull();
  });

  it('speaks Portuguese', async () => {
    await act(() => setLanguage('pt'));
    authServer({
      isSignedIn: true,
      account: { ...readingBeach(), language: 'pt' },
      workshop: { ...ACTIVE_ADMIN, uid: 'w2', role: 'chainAdmin' },
    });
    renderApp('/customers');
    const notice = await screen.findByRole('status', { name: /Modo de leitura/ });
    expect(notice).toHaveTextContent('Está a consultar Bicis Playa como administrador da rede');
  });

  it('is not shown to a member of the workshop', async () => {
    authServer({ isSignedIn: true, account: workshopAccount({ memberships: [OWN, { ...READ, role: 'mechanic' }] }) });
    renderApp('/customers');
    expect(await screen.findByRole('button', { name: 'Nueva reparación' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Suscripción' })).toBeInTheDocument();
    expect(screen.queryByText(/Modo lectura/)).toBeNull();
  });
});
