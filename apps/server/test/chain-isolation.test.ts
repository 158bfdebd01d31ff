// docs/product.md §32, isolation and bad input for the chains' functions: workshops A1 and A2 of one chain, C outside it
// (the head office of a chain of its own), E in none. Every function of the chains' areas, called by each role with a
// payload naming the chain's rows and the other side's, gets its result or its refusal, and a refusal changes nothing
// anywhere; the bad inputs of §32.3–§32.4 are refused with their reason; random payloads get invalid-argument or a
// proper result, never a 500 or a partial write. isolation.test.ts proves the same of the workshop functions.
import { FUNCTIONS, type FunctionName } from '@rueda/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_LIST } from '../src/functions/index.ts';
import { CHAIN_CASES, CHAIN_FUNCTIONS_AWAITING_CASES, isChainAreaFunction, type CoveredChainFunction } from './chain-isolation-cases.ts';
import {
  A1_STOCK_QUANTITY,
  draftFromA1,
  expectRefusedUnchanged,
  refusalOf,
  ROLES,
  sentToA1,
  startChainWorld,
  STOCK,
  worldPrint,
  type ChainWorld,
  type Refusal,
} from './chain-isolation-fixture.ts';
import { randomPayload } from './isolation-arbitraries.ts';
import { RANDOM_RUNS, renamed, type RandomRun } from './chain-isolation-runs.ts';
import type { Caller } from './workshop-fixture.ts';

let world: ChainWorld;

beforeAll(async () => {
  world = await startChainWorld();
});
afterAll(async () => world?.server.close());

describe('the chains’ functions, by role', () => {
  it('has a case for every function of the chains’ areas in the registry, or names it as awaiting one', () => {
    const registered = FUNCTION_LIST.map((fn) => fn.name).filter(isChainAreaFunction);
    const awaiting: readonly string[] = CHAIN_FUNCTIONS_AWAITING_CASES;
    expect(registered.filter((name) => !Object.hasOwn(CHAIN_CASES, name) && !awaiting.includes(name))).toEqual([]);
    // Each case is a registered function's.
    expect(Object.keys(CHAIN_CASES).filter((name) => !registered.includes(name))).toEqual([]);
    const pending = registered.filter((name) => awaiting.includes(name));
    if (pending.length) process.stdout.write(`chain functions awaiting a case: ${pending.join(', ')}\n`);
  });

  for (const [name, spec] of Object.entries(CHAIN_CASES) as [CoveredChainFunction, (typeof CHAIN_CASES)[CoveredChainFunction]][]) {
    it(`${name}: each role gets its result or its refusal, and a refusal changes nothing`, async () => {
      for (const role of ROLES) {
        const outcome = spec.expect[role];
        const payload = await spec.payload(world);
        const call = () => world.callers[role].send(name, payload);
        const label = `${role}: ${name} ${JSON.stringify(payload)}`;
        if ('status' in outcome) {
          await expectRefusedUnchanged(world, call, outcome, label);
          continue;
        }
        const answer = await call();
        expect(answer.status, `${label} ${JSON.stringify(answer.body.error)}`).toBe(200);
        (outcome.ok as (output: unknown, world: ChainWorld) => void)(FUNCTIONS[name].output.parse(answer.body.result), world);
      }
      if ('undo' in spec) await spec.undo(world);
    });
  }
});

describe('the bad inputs, refused with their reason and changing nothing', () => {
  const inA1 = () => [world.callers.member, world.callers.shopAdmin, world.callers.chainAdmin];

  it('a transfer of more stock than the sender has, naming the line', async () => {
    const draft = await draftFromA1(world, A1_STOCK_QUANTITY + 1);
    for (const caller of inA1())
      await expectRefusedUnchanged(
        world,
        () => caller.call('transfersSend', { id: draft.id }),
        { status: 'FAILED_PRECONDITION', reason: 'not-enough-stock', field: 'lines.0.quantity', message: /in stock/ },
        'more than A1 has',
      );
  });

  it('receiving a transfer twice: a line of it again once every line arrived, or the whole', async () => {
    const sent = await sentToA1(world);
    await world.callers.member.ok('transfersReceive', { id: sent.id, lines: [{ lineId: sent.lines[0]!.id, quantity: 1 }] });
    const again = { status: 'FAILED_PRECONDITION', reason: 'already-received' } as const;
    for (const caller of inA1())
      await expectRefusedUnchanged(
        world,
        () => caller.call('transfersReceive', { id: sent.id, lines: [{ lineId: sent.lines[0]!.id, quantity: 1 }] }),
        again,
        'a line again',
      );
    const whole = await sentToA1(world);
    await world.callers.shopAdmin.ok('transfersReceive', { id: whole.id });
    for (const caller of inA1())
      await expectRefusedUnchanged(
        world,
        () => caller.call('transfersReceive', { id: whole.id }),
        { status: 'FAILED_PRECONDITION', reason: 'already-received' },
        'twice',
      );
  });

  it('publishing to a workshop outside the chain, unknown, or the head office itself, naming it', async () => {
    const { chainAdmin, outsider } = world.callers;
    const attempts: [Caller, string[], string][] = [
      [chainAdmin, [world.c.id], 'workshopIds.0'],
      [chainAdmin, [world.a2.id, world.e.id], 'workshopIds.1'],
      [chainAdmin, [world.a2.id, 'no-such-workshop'], 'workshopIds.1'],
      [chainAdmin, [world.a1.id], 'workshopIds.0'],
      [outsider, [world.a1.id], 'workshopIds.0'],
    ];
    for (const [caller, workshopIds, field] of attempts)
      await expectRefusedUnchanged(
        world,
        () => caller.call('chainsPublish', { workshopIds }),
        { status: 'NOT_FOUND', reason: 'not-in-chain', field, message: /not one of the chain’s/ },
        `publish to ${workshopIds.join(', ')}`,
      );
  });

  it('a transfer to a workshop outside the chain, of another workshop’s item, or of the other side’s transfers', async () => {
    const toOutside = (toWorkshopId: string, itemId: string) => ({ toWorkshopId, lines: [{ itemId, quantity: 1 }] });
    const outside = { status: 'NOT_FOUND', field: 'toWorkshopId', message: /not one of the chain’s/ } as const;
    for (const caller of inA1())
      for (const toWorkshopId of [world.c.id, world.e.id, world.a1.id])
        await expectRefusedUnchanged(world, () => caller.call('transfersCreate', toOutside(toWorkshopId, STOCK.a1)), outside, toWorkshopId);
    await expectRefusedUnchanged(
      world,
      () => world.callers.outsider.call('transfersCreate', toOutside(world.a1.id, STOCK.c)),
      outside,
      'C to A1',
    );
    const a2Draft = await world.a2.admin.ok('transfersCreate', toOutside(world.a1.id, STOCK.a2));
    const a1Sent = await world.a1.admin.ok('transfersSend', { id: (await draftFromA1(world)).id });
    for (const caller of inA1()) {
      await expectRefusedUnchanged(
        world,
        () => caller.call('transfersCreate', toOutside(world.a2.id, STOCK.a2)),
        { status: 'INVALID_ARGUMENT', field: 'lines.0.itemId' },
        'A2’s item',
      );
      // A2's draft is A2's alone; A1's transfer is A2's to receive.
      for (const name of ['transfersSend', 'transfersCancel', 'transfersReceive'] as const)
        await expectRefusedUnchanged(world, () => caller.call(name, { id: a2Draft.id }), { status: 'NOT_FOUND' }, `${name} A2’s draft`);
      await expectRefusedUnchanged(world, () => caller.call('transfersReceive', { id: a1Sent.id }), { status: 'NOT_FOUND' }, 'own');
    }
    for (const name of ['transfersSend', 'transfersCancel', 'transfersReceive'] as const)
      await expectRefusedUnchanged(world, () => world.callers.outsider.call(name, { id: a1Sent.id }), { status: 'NOT_FOUND' }, name);
  });

  it('a customer brought from outside the chain, from the wrong workshop, without consent, or twice', async () => {
    const { member } = world.callers;
    const refusals: [unknown, Refusal][] = [
      [
        { workshopId: world.c.id, customerId: world.sharedCustomers.c },
        { status: 'NOT_FOUND', reason: 'not-in-chain', field: 'workshopId' },
      ],
      [
        { workshopId: world.a1.id, customerId: world.sharedCustomers.a1 },
        { status: 'NOT_FOUND', reason: 'not-in-chain', field: 'workshopId' },
      ],
      [
        { workshopId: world.a2.id, customerId: world.sharedCustomers.c },
        { status: 'NOT_FOUND', field: 'customerId' },
      ],
      [
        { workshopId: world.a2.id, customerId: world.sharedCustomers.a1 },
        { status: 'NOT_FOUND', field: 'customerId' },
      ],
    ];
    const unwilling = await world.a2.admin.ok('customersCreate', { name: 'Reservada', phone: '600 100 200' });
    refusals.push([
      { workshopId: world.a2.id, customerId: unwilling.id },
      { status: 'FAILED_PRECONDITION', reason: 'no-consent' },
    ]);
    const brought = { workshopId: world.a2.id, customerId: world.sharedCustomers.a2 };
    await member.ok('chainCustomersBring', brought);
    refusals.push([brought, { status: 'FAILED_PRECONDITION', reason: 'already-brought', field: 'customerId' }]);
    for (const [payload, refusal] of refusals)
      await expectRefusedUnchanged(world, () => member.send('chainCustomersBring', payload), refusal, JSON.stringify(payload));
    // Another workshop's customer has no consent to give or read here.
    for (const customerId of [world.sharedCustomers.a2, world.sharedCustomers.c])
      for (const [name, payload] of [
        ['chainCustomersElsewhere', { customerId }],
        ['chainCustomersSetConsent', { customerId, consent: false }],
      ] as const)
        await expectRefusedUnchanged(
          world,
          () => member.send(name, payload),
          { status: 'NOT_FOUND', field: 'customerId' },
          `${name} ${customerId}`,
        );
  });

  it('a workshop added to a chain by someone who is not its admin', async () => {
    const attempts: [Caller, string][] = [
      [world.callers.chainAdmin, world.c.id],
      [world.callers.outsider, world.a2.id],
      [world.callers.outsider, world.e.id],
    ];
    for (const [caller, workshopId] of attempts)
      await expectRefusedUnchanged(
        world,
        () => caller.call('chainsAddWorkshop', { workshopId }),
        { status: 'NOT_FOUND', reason: 'not-a-member', field: 'workshopId' },
        workshopId,
      );
  });
});

describe('random payloads', () => {
  const known = () => ({
    ids: [
      world.a1.id,
      world.a2.id,
      world.c.id,
      world.e.id,
      world.chainId,
      world.cChainId,
      world.repairs.a1,
      world.repairs.c,
      STOCK.a1,
      STOCK.a2,
      STOCK.c,
      world.callers.member.userId,
      world.callers.outsider.userId,
    ],
    lastUpdate: '2026-11-01T10:00:00.000Z',
  });

  for (const [name, run] of Object.entries(RANDOM_RUNS) as [FunctionName, RandomRun][]) {
    it(`${name}: invalid-argument or a proper result, never a 500 or a partial write`, async () => {
      const statuses: number[] = [];
      /** The print after the last call, when that call was refused (and so changed nothing). */
      let unchanged: string | undefined;
      const valid = await run.valid(world);
      /** The payload whose ids are live: `valid` until a success uses its transfer up. */
      let live = valid;
      const caller = run.caller(world);
      await fc.assert(
        fc.asyncProperty(randomPayload(valid, known()), async (generated) => {
          const data = renamed(generated, valid, live);
          const before = unchanged ?? (await worldPrint(world));
          unchanged = undefined;
          const answer = await caller.send(name, data);
          statuses.push(answer.status);
          expect([200, 400, 404, 409], JSON.stringify(answer.body)).toContain(answer.status);
          if (answer.status === 200) {
            FUNCTIONS[name].output.parse(answer.body.result);
            await run.reset?.(world);
            if (run.renew) live = await run.valid(world);
          } else expect((unchanged = await worldPrint(world))).toBe(before);
          if (answer.status === 400) expect(['INVALID_ARGUMENT', 'FAILED_PRECONDITION']).toContain(refusalOf(answer).status);
        }),
        // CHAIN_RUNS asks for more runs, to look further (250 each found nothing more when the file was written).
        { numRuns: Number(process.env.CHAIN_RUNS ?? 40), examples: [[valid]] },
      );
      expect(statuses).toContain(200);
      expect(statuses.some((status) => status !== 200)).toBe(true);
      const tally: Record<number, number> = {};
      for (const status of statuses) tally[status] = (tally[status] ?? 0) + 1;
      process.stdout.write(`${name} ${JSON.stringify(tally)}\n`);
    });
  }
});
