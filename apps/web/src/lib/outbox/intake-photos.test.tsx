// docs/product.md §30.3: an intake made without a connection keeps the photos taken in it. They need the repair's id,
// which only the server gives: they wait inside the intake, and once it is applied they become one change each, for
// the repair made, sent in the same round and never lost or applied twice.
import { markOffline, markOnline } from '@/lib/connection';
import { failure, fakeServer } from '@/testing/fake-server';
import { photo } from '@/testing/photos/factories';
import { repair } from '@/testing/repairs/factories';
import { describe, expect, it, vi } from 'vitest';
import { queuedChanges, updateQueued } from './outbox-store';
import type { IntakePhoto } from './queued-change';
import { sendOrQueue } from './send-or-queue';
import { sendQueued, sendQueuedCall } from './send-queued';

const PHOTOS: IntakePhoto[] = [
  { name: 'delante.jpg', image: '/9j/delante' },
  { name: 'cadena.jpg', image: '/9j/cadena' },
];
const INTAKE = { customer: { name: 'Lucía' }, bike: { manufacturer: 'Orbea' } };
const meta = (intakePhotos: () => Promise<IntakePhoto[]>) => ({ account: 'ana', repairId: null, subject: 'Orbea · Lucía', intakePhotos });
const sendRound = () => sendQueued({ account: 'ana', send: sendQueuedCall, onApplied: () => {} });

async function intakeOffline() {
  markOffline();
  const outcome = await sendOrQueue(
    'repairsCreate',
    INTAKE,
    meta(() => Promise.resolve(PHOTOS)),
  );
  markOnline();
  return outcome;
}

describe("an intake's photos", () => {
  it('are kept inside the intake made without a connection', async () => {
    const outcome = await intakeOffline();
    expect(outcome.sent).toBe(false);
    const [kept] = await queuedChanges('ana');
    expect(kept).toMatchObject({ call: { fn: 'repairsCreate' }, state: 'waiting', intakePhotos: PHOTOS });
  });

  it('are not read when the intake is sent at once: its answer gives the repair they are then added to', async () => {
    const server = fakeServer({}, { repairsCreate: () => repair({ id: 'r-new' }) });
    const read = vi.fn(() => Promise.resolve(PHOTOS));
    const outcome = await sendOrQueue('repairsCreate', INTAKE, meta(read));
    expect(outcome).toMatchObject({ sent: true, answer: { id: 'r-new' } });
    expect(read).not.toHaveBeenCalled();
    expect(server.inputsTo('repairPhotosAdd')).toEqual([]);
  });

  it('are kept with the intake when the call finds the server unreachable', async () => {
    fakeServer({}, { repairsCreate: () => failure('unavailable') });
    const outcome = await sendOrQueue(
      'repairsCreate',
      INTAKE,
      meta(() => Promise.resolve(PHOTOS)),
    );
    expect(outcome.sent).toBe(false);
    const kept = await queuedChanges('ana');
    expect(kept.map(({ call, state, intakePhotos }) => [call.fn, state, intakePhotos])).toEqual([['repairsCreate', 'waiting', PHOTOS]]);
  });

  it('are added, in order, to the repair the server made, in the same round, each with a change id of its own', async () => {
    await intakeOffline();
    const server = fakeServer({}, { repairsCreate: () => repair({ id: 'r-new' }), repairPhotosAdd: ({ repairId }) => photo({ repairId }) });
    expect(await sendRound()).toBe('done');
    const photos = server.inputsTo('repairPhotosAdd');
    expect(photos.map(({ repairId, image }) => [repairId, image])).toEqual([
      ['r-new', '/9j/delante'],
      ['r-new', '/9j/cadena'],
    ]);
    const [intake] = server.inputsTo('repairsCreate');
    const changeIds = new Set([intake!.changeId, ...photos.map((photo) => photo.changeId)]);
    expect(changeIds.size).toBe(3);
    expect(await queuedChanges('ana')).toEqual([]);
  });

  it('wait for the repair they belong to once it is made, without making it again, when the server is lost between', async () => {
    await intakeOffline();
    const first = fakeServer({}, { repairsCreate: () => repair({ id: 'r-new' }), repairPhotosAdd: () => failure('unavailable') });
    expect(await sendRound()).toBe('unreachable');
    expect(first.inputsTo('repairsCreate')).toHaveLength(1);
    const left = await queuedChanges('ana');
    expect(left.map(({ call, repairId, subject }) => [call.fn, repairId, subject])).toEqual([
      ['repairPhotosAdd', 'r-new', 'Orbea · Lucía · delante.jpg'],
      ['repairPhotosAdd', 'r-new', 'Orbea · Lucía · cadena.jpg'],
    ]);
    const second = fakeServer({}, { repairPhotosAdd: ({ repairId }) => photo({ repairId }) });
    expect(await sendRound()).toBe('done');
    expect(second.inputsTo('repairsCreate')).toEqual([]);
    expect(second.inputsTo('repairPhotosAdd').map(({ changeId }) => changeId)).toEqual(left.map(({ changeId }) => changeId));
    expect(await queuedChanges('ana')).toEqual([]);
  });

  it('wait inside an intake whose customer was merged, and go with it once the user has chosen the customer kept', async () => {
    await intakeOffline();
    const refused = fakeServer({}, { repairsCreate: () => failure('failed-precondition', { details: { reason: 'customer-merged' } }) });
    await sendRound();
    expect(refused.inputsTo('repairPhotosAdd')).toEqual([]);
    const [intake] = await queuedChanges('ana');
    expect(intake).toMatchObject({ state: 'needs-decision', intakePhotos: PHOTOS });
    // The user's choice, as the conflict dialog writes it (features/offline/conflicts.ts, toSendAgain).
    const input = { ...INTAKE, customer: { id: 'c-kept' }, changeId: 'c-again' };
    await updateQueued({ ...intake!, call: { fn: 'repairsCreate', input }, changeId: 'c-again', state: 'waiting', problem: null });
    const server = fakeServer(
      {},
      { repairsCreate: () => repair({ id: 'r-kept' }), repairPhotosAdd: ({ repairId }) => photo({ repairId }) },
    );
    expect(await sendRound()).toBe('done');
    expect(server.inputsTo('repairPhotosAdd').map(({ repairId }) => repairId)).toEqual(['r-kept', 'r-kept']);
    expect(await queuedChanges('ana')).toEqual([]);
  });
});
