// docs/product.md §30.5: the list of the account's queued changes, opened from the header's indicator: what, on what,
// made when and in what state, in order; a change refused for good says why in the user's words and is tried again or,
// once confirmed, let go; a change waiting for a decision offers the choice.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markOffline, markOnline } from '@/lib/connection';
import { setLanguage } from '@/lib/i18n';
import { queuedChanges } from '@/lib/outbox/outbox-store';
import { sendOrQueue } from '@/lib/outbox/send-or-queue';
import { sendQueued, sendQueuedCall } from '@/lib/outbox/send-queued';
import { apiPaths } from '@/config/paths';
import { failure, fakeIdToken, fakeServer, json } from '@/testing/fake-server';
import { repair } from '@/testing/repairs/factories';
import { renderComponent } from '@/testing/render';
import { OutboxIndicator } from './outbox-indicator';

const meta = (repairId: string, account = 'ana') => ({ account, repairId, subject: `Orbea Alma · ${repairId}` });
/** The signed-in account's ID token, which every call sends. */
const TOKEN = { [`GET ${apiPaths.auth.token}`]: () => json({ token: fakeIdToken() }) };
const HH_MM = /\d{2}:\d{2}$/;

/** Changes made without a connection, as the screens make them. */
async function queueOffline(...makes: (() => Promise<unknown>)[]) {
  markOffline();
  for (const make of makes) await make();
  markOnline();
}

const finish =
  (id: string, account = 'ana') =>
  () =>
    sendOrQueue('repairsUpdateStatus', { id, status: 'finished' }, meta(id, account));

/** The server answers each change with `answer`, and the queue is sent once. */
async function sendWith(answer: () => Response) {
  fakeServer(TOKEN, { repairsUpdateStatus: answer });
  await sendQueued({ account: 'ana', send: sendQueuedCall, onApplied: () => {} });
}

async function openList() {
  const view = renderComponent(<OutboxIndicator account="ana" />);
  await view.user.click(await screen.findByRole('button', { name: /Conectado|Ligado/ }));
  const list = await screen.findByRole('list', { name: /Cambios en el orden|Alterações pela ordem/ });
  return { ...view, list };
}

describe('the list of queued changes', () => {
  it("lists the account's changes in the order they were made: what, on what, when, and waiting", async () => {
    await queueOffline(
      finish('r1'),
      () =>
        sendOrQueue(
          'repairsUpdate',
          { id: 'r2', expectedLastUpdate: '2026-06-01T09:00:00.000Z', changes: { controlSheets: [{ controlSheetId: 'cs', items: [] }] } },
          meta('r2'),
        ),
      () => sendOrQueue('repairWorkStart', { repairId: 'r1' }, { ...meta('r1'), stampsTime: true }),
      () => sendOrQueue('repairsReorder', { ids: ['r2', 'r1'] }, { account: 'ana', repairId: null, subject: 'Tablero' }),
      finish('r9', 'bea'),
    );
    const { list } = await openList();
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Estado → Terminada',
      'Hoja de control',
      'Empezar a trabajar',
      'Orden del tablero',
    ]);
    expect(within(rows[0]!).getByText(/^Orbea Alma · r1 · /)).toHaveTextContent(HH_MM);
    for (const row of rows) expect(within(row).getByText('Por enviar')).toBeVisible();
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says why a change failed, and tries it again', async () => {
    await queueOffline(finish('gone'));
    await sendWith(() => failure('not-found'));
    const { list, user } = await openList();
    const row = within(list).getByRole('listitem', { name: 'Estado → Terminada' });
    expect(within(row).getByText('No se ha podido aplicar')).toBeVisible();
    expect(within(row).getByText('La reparación ya no existe.')).toBeVisible();
    await user.click(within(row).getByRole('button', { name: 'Reintentar' }));
    await waitFor(async () => expect(await queuedChanges('ana')).toMatchObject([{ state: 'waiting', problem: null }]));
    expect(await within(row).findByText('Por enviar')).toBeVisible();
    expect(within(row).queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it('lets a failed change go only once the user confirms that it is lost', async () => {
    await queueOffline(finish('r1'), finish('r2'));
    await sendWith(() => failure('permission-denied'));
    const { list, user } = await openList();
    const [first] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Tu cuenta ya no puede hacer este cambio.')).toBeVisible();
    await user.click(within(first!).getByRole('button', { name: 'Descartar' }));
    expect(within(first!).getByText('Este cambio se perderá y no se enviará. ¿Descartarlo?')).toBeVisible();
    expect(within(first!).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(within(first!).getByRole('button', { name: 'Cancelar' }));
    expect(await queuedChanges('ana')).toHaveLength(2);

    await user.click(within(first!).getByRole('button', { name: 'Descartar' }));
    await user.click(within(first!).getByRole('button', { name: 'Descartar el cambio' }));
    await waitFor(async () => expect((await queuedChanges('ana')).map((change) => change.repairId)).toEqual(['r2']));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });

  it("words the server's other refusals: the data refused, else the server's message", async () => {
    await queueOffline(finish('r1'));
    await sendWith(() => failure('invalid-argument'));
    const { list, unmount } = await openList();
    expect(within(list).getByText('El servidor ha rechazado los datos de este cambio.')).toBeVisible();
    unmount();
    const [change] = await queuedChanges('ana');
    await (
      await import('@/lib/outbox/outbox-store')
    ).updateQueued({ ...change!, problem: { ...change!.problem!, code: 'internal', message: 'Something broke' } });
    const again = await openList();
    expect(within(again.list).getByText('Something broke')).toBeVisible();
  });

  it('offers the choice for a change someone else made stale', async () => {
    await queueOffline(finish('r1'));
    await sendWith(() => failure('aborted', { details: { reason: 'stale', lastUpdate: '2026-06-02T10:00:00.000Z' } }));
    const { list } = await openList();
    const row = within(list).getByRole('listitem', { name: 'Estado → Terminada' });
    expect(within(row).getByText('Necesita tu decisión')).toBeVisible();
    expect(within(row).getByText('Alguien ha cambiado la reparación mientras tanto.')).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Decidir' })).toBeVisible();
    expect(within(row).queryByRole('button', { name: 'Descartar' })).not.toBeInTheDocument();
  });

  it('says it all in Portuguese', async () => {
    await setLanguage('pt');
    await queueOffline(finish('gone'), () => sendOrQueue('repairWorkStop', { repairId: 'r1' }, { ...meta('r1'), stampsTime: true }));
    fakeServer(TOKEN, { repairsUpdateStatus: () => failure('not-found'), repairWorkStop: () => failure('unavailable') });
    await sendQueued({ account: 'ana', send: sendQueuedCall, onApplied: () => {} });
    // The stop found the server unreachable: the round stopped there.
    markOnline();
    const { list, user } = await openList();
    const failed = within(list).getByRole('listitem', { name: 'Estado → Terminada' });
    expect(within(failed).getByText('Não foi possível aplicar')).toBeVisible();
    expect(within(failed).getByText('A reparação já não existe.')).toBeVisible();
    expect(within(list).getByRole('listitem', { name: 'Parar o trabalho' })).toHaveTextContent('Por enviar');
    await user.click(within(failed).getByRole('button', { name: 'Descartar' }));
    expect(within(failed).getByText('Esta alteração vai perder-se e não será enviada. Descartá-la?')).toBeVisible();
    expect(within(failed).getByRole('button', { name: 'Descartar a alteração' })).toBeVisible();
    expect(within(failed).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  });

  it('sends the waiting changes at once when asked, and offers it only with a connection', async () => {
    await queueOffline(finish('r1'), finish('r2'));
    markOffline();
    const { user } = renderComponent(<OutboxIndicator account="ana" />);
    await user.click(await screen.findByRole('button', { name: 'Sin conexión' }));
    await screen.findByRole('list', { name: 'Cambios en el orden en que se hicieron' });
    expect(screen.queryByRole('button', { name: 'Enviar ahora' })).not.toBeInTheDocument();

    const server = fakeServer(TOKEN, { repairsUpdateStatus: ({ id }) => repair({ id }) });
    act(() => markOnline());
    await user.click(await screen.findByRole('button', { name: 'Enviar ahora' }));
    expect(await screen.findByText('No hay cambios por enviar')).toBeVisible();
    expect(server.inputsTo('repairsUpdateStatus').map(({ id }) => id)).toEqual(['r1', 'r2']);
    expect(await queuedChanges('ana')).toEqual([]);
  });

  it('says when nothing waits', async () => {
    await queueOffline(finish('r1', 'bea'));
    const { user } = renderComponent(<OutboxIndicator account="ana" />);
    await user.click(await screen.findByRole('button', { name: 'Conectado' }));
    expect(await screen.findByText('No hay cambios por enviar')).toBeVisible();
  });
});
