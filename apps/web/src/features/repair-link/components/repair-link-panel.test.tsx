// docs/product.md §21 on the repair page: the customer's link made on demand, copied, opened, revoked after a
// confirmation (managers and admins only), and the customer's answer line by line.
import type { TRepairLinkGetOutput, TWorkshopClaim } from '@rueda/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACTIVE_ADMIN, authServer } from '@/testing/auth-server';
import { failure } from '@/testing/fake-server';
import { renderComponent } from '@/testing/render';
import { RepairLinkPanel } from './repair-link-panel';

const URL_OF_LINK = 'https://taller.example/r/Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWpr';
const LINK: TRepairLinkGetOutput = { url: URL_OF_LINK, createdAt: '2026-11-20T09:00:00.000Z', expiresAt: null, response: null };
const ANSWERED: TRepairLinkGetOutput = {
  ...LINK,
  response: {
    decision: 'partial',
    approvedLineIds: ['packs:p'],
    declinedLineIds: ['maintenances:m'],
    comment: 'La cadena la cambio yo',
    spendingLimitCents: 2000,
    lines: [
      { id: 'packs:p', title: 'Puesta a punto', quantity: 1, price: 3500 },
      { id: 'maintenances:m', title: 'Cambio de cadena', quantity: 2, price: 1200 },
    ],
    answeredAt: '2026-11-21T18:30:00.000Z',
  },
};

function server(initial: TRepairLinkGetOutput | null, workshop: TWorkshopClaim = ACTIVE_ADMIN) {
  const state = { link: initial };
  const fake = authServer({
    isSignedIn: true,
    workshop,
    functions: {
      repairLinkGet: ({ create }) => {
        if (create !== false) state.link ??= LINK;
        return state.link;
      },
      repairLinkRevoke: () => {
        state.link = null;
        return { revoked: true };
      },
    },
  });
  return { ...fake, state };
}

describe('the customer link panel', () => {
  it('makes no link by looking, and makes one when asked', async () => {
    const fake = server(null);
    const { user } = renderComponent(<RepairLinkPanel repairId="r-1" />, { providers: 'app' });
    const create = await screen.findByRole('button', { name: 'Crear enlace' });
    expect(fake.inputsTo('repairLinkGet')).toEqual([{ repairId: 'r-1', create: false }]);
    await user.click(create);
    expect(await screen.findByRole('textbox', { name: 'Dirección del enlace' })).toHaveValue(URL_OF_LINK);
    expect(fake.inputsTo('repairLinkGet').at(-1)).toEqual({ repairId: 'r-1', create: true });
    expect(screen.getByRole('link', { name: 'Abrir' })).toHaveAttribute('href', URL_OF_LINK);
    expect(screen.getByRole('link', { name: 'Abrir' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Funciona hasta 30 días después de la entrega')).toBeInTheDocument();
    expect(screen.getByText('El cliente aún no ha respondido al presupuesto')).toBeInTheDocument();
  });

  it('copies the link', async () => {
    server(LINK);
    const { user } = renderComponent(<RepairLinkPanel repairId="r-1" />, { providers: 'app' });
    await user.click(await screen.findByRole('button', { name: 'Copiar enlace' }));
    expect(await navigator.clipboard.readText()).toBe(URL_OF_LINK);
  });

  it('shows the answer: each line approved or declined, the comment and the spending limit', async () => {
    server(ANSWERED);
    renderComponent(<RepairLinkPanel repairId="r-1" />, { providers: 'app' });
    const answer = await screen.findByRole('group', { name: 'Respuesta del cliente' });
    expect(within(answer).getByText('Presupuesto aprobado en parte')).toBeInTheDocument();
    const lines = within(answer).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent(/Puesta a punto.*Aprobada/);
    expect(lines[1]).toHaveTextContent(/2 × Cambio de cadena.*24,00.*Rechazada/);
    expect(within(answer).getByText('Comentario: «La cadena la cambio yo»')).toBeInTheDocument();
    expect(within(answer).getByText(/Puedes añadir trabajo sin preguntar hasta 20,00/)).toBeInTheDocument();
  });

  it('revokes after a confirmation, then offers a new link', async () => {
    const fake = server(LINK);
    const { user } = renderComponent(<RepairLinkPanel repairId="r-1" />, { providers: 'app' });
    await user.click(await screen.findByRole('button', { name: 'Anular' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Anular el enlace?' });
    expect(fake.inputsTo('repairLinkRevoke')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Anular el enlace' }));
    expect(await screen.findByRole('button', { name: 'Crear enlace' })).toBeInTheDocument();
    expect(fake.inputsTo('repairLinkRevoke')).toEqual([{ repairId: 'r-1' }]);
  });

  it('lets a mechanic copy the link but not revoke it', async () => {
    server(LINK, { ...ACTIVE_ADMIN, role: 'mechanic' });
    renderComponent(<RepairLinkPanel repairId="r-1" />, { providers: 'app' });
    expect(await screen.findByRole('button', { name: 'Copiar enlace' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Anular' })).not.toBeInTheDocument());
  });

  it('says when the link could not be read, with a retry', async () => {
    authServer({ isSignedIn: true, functions: { repairLinkGet: () => failure('unavailable') } });
    renderComponent(<RepairLinkPanel repairId="r-1" />, { providers: 'app' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar el enlace');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
