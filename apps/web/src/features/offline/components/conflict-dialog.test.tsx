// docs/product.md §30.4: a queued change refused as stale is shown item by item beside the repair as it is now, and the
// user's choices rewrite it (only what they kept, on the current version, with a new change id) or let it go; an intake
// whose customer was merged is made for the customer kept; a repair deleted meanwhile can only be let go.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markOffline, markOnline } from '@/lib/connection';
import { setLanguage } from '@/lib/i18n';
import { queuedChanges } from '@/lib/outbox/outbox-store';
import { sendOrQueue } from '@/lib/outbox/send-or-queue';
import { sendQueued, sendQueuedCall } from '@/lib/outbox/send-queued';
import { customerOf } from '@/testing/customers-server';
import { apiPaths } from '@/config/paths';
import { failure, fakeIdToken, fakeServer, json, type FunctionHandlers } from '@/testing/fake-server';
import { NOW, repairChangedMeanwhile, SEEN } from '@/testing/repairs/changed-meanwhile';
import { renderComponent } from '@/testing/render';
import { OutboxIndicator } from './outbox-indicator';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const STALE = () => failure('aborted', { details: { reason: 'stale', lastUpdate: NOW } });
const meta = { account: 'ana', repairId: 'r-1', subject: 'Orbea Alma · Ana López' };
/** The signed-in account's ID token, which every call sends. */
const TOKEN = { [`GET ${apiPaths.auth.token}`]: () => json({ token: fakeIdToken() }) };

/** The repair as someone else left it meanwhile: in progress, Frenos ticked, other notes. */
const current = repairChangedMeanwhile('inProgress');

/** A change made offline that the server then refuses with `refusal`; the server then answers with `functions`. */
async function refused(make: () => Promise<unknown>, refusal: FunctionHandlers, functions: FunctionHandlers = {}) {
  markOffline();
  await make();
  markOnline();
  fakeServer(TOKEN, refusal);
  await sendQueued({ account: 'ana', send: sendQueuedCall, onApplied: () => {} });
  const [waiting] = await queuedChanges('ana');
  expect(waiting!.state).toBe('needs-decision');
  const server = fakeServer(TOKEN, { repairsGet: () => ({ repair: current, storedVersion: 4, stored: null }), ...functions });
  const view = renderComponent(<OutboxIndicator account="ana" />);
  await view.user.click(await screen.findByRole('button', { name: /Conectado|Ligado/ }));
  await view.user.click(await screen.findByRole('button', { name: 'Decidir' }));
  return { ...view, server, before: waiting! };
}

const finishOffline = () => sendOrQueue('repairsUpdateStatus', { id: 'r-1', status: 'finished', expectedLastUpdate: SEEN }, meta);

const ticksOffline = () =>
  sendOrQueue(
    'repairsUpdate',
    {
      id: 'r-1',
      expectedLastUpdate: SEEN,
      changes: {
        technicalNotes: 'Engrasado',
        controlSheets: [
          {
            controlSheetId: 'cs-1',
            items: [
              { label: 'Frenos', checked: true },
              { label: 'Cadena', checked: true },
              { label: 'Ruedas', checked: true },
            ],
          },
        ],
      },
    },
    meta,
  );

const choose = async (user: { click: (element: Element) => Promise<void> }, item: string, radio: string) =>
  user.click(within(screen.getByRole('radiogroup', { name: item })).getByRole('radio', { name: radio }));

describe('the choice for a stale change', () => {
  it('shows a status change beside the status now, and sends mine again on the current version with a new change id', async () => {
    const { user, before } = await refused(finishOffline, { repairsUpdateStatus: STALE });
    const dialog = await screen.findByRole('dialog', { name: 'Elige qué cambio se queda' });
    expect(within(dialog).getByText('Estado → Terminada · Orbea Alma · Ana López')).toBeVisible();
    expect(await within(dialog).findByText(/^Último cambio en el taller: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible();
    const status = within(dialog).getByRole('radiogroup', { name: 'Estado' });
    expect(within(status).getByRole('radio', { name: 'Mantener el mío' })).toBeChecked();
    expect(within(status).getByText('Terminada')).toBeVisible();
    expect(within(status).getByText(/^En curso \(desde \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\)$/)).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await waitFor(async () => expect(await queuedChanges('ana')).toMatchObject([{ state: 'waiting', problem: null }]));
    const [after] = await queuedChanges('ana');
    expect(after!.changeId).toMatch(UUID);
    expect(after!.changeId).not.toBe(before.changeId);
    expect(after!.call).toEqual({
      fn: 'repairsUpdateStatus',
      input: { id: 'r-1', status: 'finished', expectedLastUpdate: NOW, changeId: after!.changeId },
    });
    // Back to the list, where it waits to be sent.
    const row = await screen.findByRole('listitem', { name: 'Estado → Terminada' });
    expect(within(row).getByText('Por enviar')).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Elige qué cambio se queda' })).not.toBeInTheDocument();
  });

  it("lets the change go when the workshop's status is kept", async () => {
    const { user } = await refused(finishOffline, { repairsUpdateStatus: STALE });
    await screen.findByRole('radiogroup', { name: 'Estado' });
    await choose(user, 'Estado', 'Quedarse con el del taller');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(async () => expect(await queuedChanges('ana')).toEqual([]));
    expect(await screen.findByText('No hay cambios por enviar')).toBeVisible();
  });

  it('compares a checklist item by item, and sends only the kept ticks merged onto the sheet as it is now', async () => {
    const { user } = await refused(ticksOffline, { repairsUpdate: STALE });
    const dialog = await screen.findByRole('dialog', { name: 'Elige qué cambio se queda' });
    expect(await within(dialog).findByText('Hoja de control de Puesta a punto básica')).toBeVisible();
    expect(within(within(dialog).getByRole('listitem', { name: 'Frenos' })).getByText('Igual')).toBeVisible();
    const chain = within(dialog).getByRole('radiogroup', { name: 'Cadena' });
    expect(within(chain).getByText('Hecho')).toBeVisible();
    expect(within(chain).getByText('Sin hacer')).toBeVisible();
    const notes = within(dialog).getByRole('radiogroup', { name: 'Notas técnicas' });
    expect(within(notes).getByText('Engrasado')).toBeVisible();
    expect(within(notes).getByText('Cambiada la cadena')).toBeVisible();

    await choose(user, 'Ruedas', 'Quedarse con el del taller');
    await choose(user, 'Notas técnicas', 'Quedarse con el del taller');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await waitFor(async () => expect(await queuedChanges('ana')).toMatchObject([{ state: 'waiting' }]));
    const [after] = await queuedChanges('ana');
    expect(after!.call.input).toEqual({
      id: 'r-1',
      expectedLastUpdate: NOW,
      changeId: after!.changeId,
      changes: {
        controlSheets: [
          {
            controlSheetId: 'cs-1',
            items: [
              { label: 'Frenos', checked: true },
              { label: 'Cadena', checked: true },
              { label: 'Ruedas', checked: false },
            ],
          },
        ],
      },
    });
  });

  it("lets a checklist change go when every item that differs is kept as the workshop's", async () => {
    const { user } = await refused(ticksOffline, { repairsUpdate: STALE });
    await screen.findByRole('radiogroup', { name: 'Cadena' });
    for (const item of ['Cadena', 'Ruedas', 'Notas técnicas']) await choose(user, item, 'Quedarse con el del taller');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(async () => expect(await queuedChanges('ana')).toEqual([]));
  });

  it('says a repair deleted meanwhile is gone, and lets the change go once confirmed', async () => {
    const { user } = await refused(finishOffline, { repairsUpdateStatus: STALE }, { repairsGet: () => failure('not-found') });
    expect(await screen.findByText('Esta reparación ya no existe: tu cambio no se puede aplicar.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(await queuedChanges('ana')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Descartar el cambio' }));
    await waitFor(async () => expect(await queuedChanges('ana')).toEqual([]));
  });

  it('says it in Portuguese', async () => {
    await setLanguage('pt');
    const { user } = await refused(finishOffline, { repairsUpdateStatus: STALE });
    const dialog = await screen.findByRole('dialog', { name: 'Escolha que alteração fica' });
    const status = await within(dialog).findByRole('radiogroup', { name: 'Estado' });
    expect(within(status).getByText('Terminada')).toBeVisible();
    expect(within(status).getByRole('radio', { name: 'Manter a minha' })).toBeChecked();
    expect(within(dialog).getByText(/^Última alteração na oficina: /)).toBeVisible();
    await choose(user, 'Estado', 'Ficar com a da oficina');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Não há alterações por enviar')).toBeVisible();
  });
});

describe('an intake whose customer was merged', () => {
  const intakeOffline = () =>
    sendOrQueue(
      'repairsCreate',
      { customer: { id: 'c-old', name: 'Luis' }, bike: { manufacturer: 'BH' } },
      { ...meta, repairId: null, subject: 'Luis · BH' },
    );
  const merged = () => failure('failed-precondition', { details: { reason: 'customer-merged', keptCustomerId: 'c-9' } });
  const customersGet = () => ({
    customer: customerOf({ id: 'c-9', name: 'Luis', surname: 'Pérez' }),
    bikes: [],
    repairs: [],
    totalSpent: 0,
    lastVisit: null,
  });

  it('is made for the customer kept instead, with a new change id', async () => {
    const { user, server, before } = await refused(intakeOffline, { repairsCreate: merged }, { customersGet });
    const dialog = await screen.findByRole('dialog', { name: 'El cliente se ha fusionado con otro' });
    expect(await within(dialog).findByText('Mientras esperaba, el cliente de este cambio se ha fusionado con Luis Pérez.')).toBeVisible();
    expect(server.inputsTo('customersGet')).toEqual([{ id: 'c-9' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Crear la reparación para Luis Pérez' }));
    await waitFor(async () => expect(await queuedChanges('ana')).toMatchObject([{ state: 'waiting', problem: null }]));
    const [after] = await queuedChanges('ana');
    expect(after!.changeId).not.toBe(before.changeId);
    expect(after!.call).toEqual({
      fn: 'repairsCreate',
      input: { customer: { id: 'c-9', name: 'Luis' }, bike: { manufacturer: 'BH' }, changeId: after!.changeId },
    });
  });

  it('is let go once confirmed, and says so in Portuguese', async () => {
    await setLanguage('pt');
    const { user } = await refused(intakeOffline, { repairsCreate: merged }, { customersGet });
    const dialog = await screen.findByRole('dialog', { name: 'O cliente foi fundido com outro' });
    expect(await within(dialog).findByRole('button', { name: 'Criar a reparação para Luis Pérez' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    await user.click(within(dialog).getByRole('button', { name: 'Descartar a alteração' }));
    await waitFor(async () => expect(await queuedChanges('ana')).toEqual([]));
  });
});
