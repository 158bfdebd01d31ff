// docs/product.md §32.2 "The chain's view": the chain's consolidated figures and its repairs, against a hand-built set
// of repairs in two workshops of one chain and one outside it. Every expected figure below was worked out by hand from
// the set (in the comments), not with the server's code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallResult, TestClient } from './http-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, lastMailTo, newAccount, type Caller, type Workshop } from './workshop-fixture.ts';

let server: TestServer;
let owner: Awaited<ReturnType<typeof newAccount>>;
let centreId: string;
let centreAna: string;
let beach: Workshop;
let outsider: Workshop;

/** Madrid in January is UTC+1. */
const at = (day: string, time: string) => new Date(`${day}T${time}:00+01:00`).toISOString();
const FROM = at('2027-01-04', '00:00');
const TO = at('2027-01-18', '00:00');

/** A repair as Rueda writes it (dashboard.test.ts): one pack at `price`, its statuses after notReviewed at `created`. */
function doc(id: string, created: string, steps: [string, string][], payment: string, price: number, mechanics: string[]) {
  const status = [
    { status: 'notReviewed', date: created, observations: '' },
    ...steps.map(([s, date]) => ({ status: s, date, observations: '' })),
  ];
  const last = status[status.length - 1]!.date;
  return {
    id,
    version: 4,
    payment,
    customer: { name: `Cliente ${id}`, surname: '', phone: '600000000' },
    form: { services: { packs: [{ id: 'pack', title: 'Pack', price, quantity: 1 }], maintenances: [], stockItems: [] }, suspensions: [] },
    bike: { manufacturer: { value: 'orbea', label: 'Orbea' }, model: { value: 'Oiz', label: 'Oiz' }, year: 2024, type: 'mountain' },
    mechanics,
    created,
    lastUpdate: last,
    state: {
      booking: { confirmedDate: null, postponedDate: null, finishedDate: null, observations: '' },
      status,
      created,
      lastUpdate: last,
      serviceTotals: { total: price },
    },
  };
}

/** In the workshop at `entrance`, delivered at `delivery`. */
const stayed = (entrance: string, delivery: string): [string, string][] => [
  ['workshopEntrance', entrance],
  ['delivered', delivery],
];

function errorOf(answer: CallResult): { status: string; reason?: string; fields?: { field: string }[] } {
  const details = (answer.body.error?.details ?? {}) as { reason?: string; fields?: { field: string }[] };
  return { status: answer.body.error?.status ?? `HTTP ${answer.status}`, reason: details.reason, fields: details.fields };
}

/** `client` (signed in as `email`) joins `workshop` with `role` through the mailed link (chains.test.ts). */
async function join(workshop: Workshop, client: TestClient, email: string, role: 'admin' | 'manager' | 'mechanic') {
  await workshop.admin.ok('teamInvite', { email, role });
  const token = /join#([A-Za-z0-9_-]+)/.exec((await lastMailTo(server, email))?.text ?? '')?.[1];
  expect((await client.call('teamInvitationAccept', { token: token! }, { token: await client.idToken() })).status).toBe(200);
}

/** The owner's session moves to `workshopId`; answers a token naming it. */
async function workIn(workshopId: string): Promise<string> {
  await owner.client.call('accountWorkshopSwitch', { workshopId }, { token: await owner.client.idToken() });
  return owner.client.idToken();
}

const asOwner = async (name: string, data: unknown) => owner.client.send(name, data, { token: await owner.client.idToken() });

beforeAll(async () => {
  server = await startTestServer();
  owner = await newAccount(server);
  const made = await owner.client.call(
    'onboardingComplete',
    { name: 'Bicis Centro', mechanics: [{ name: 'Ana' }], starterCatalogue: false },
    { token: await owner.client.idToken() },
  );
  centreId = made.body.result!.workshop!.id;
  centreAna = ((await asOwner('mechanicsList', null)).body.result as { id: string }[])[0]!.id;
  beach = await createWorkshop(server, 'Bicis Playa'); // mechanics Ana and Luis, another Ana than the centre's
  outsider = await createWorkshop(server, 'Taller ajeno');
  await join(beach, owner.client, owner.email, 'admin');
  let token = await workIn(centreId);
  expect((await owner.client.call('chainsCreate', { name: 'Bicis Norte y Sur' }, { token })).status).toBe(200);
  expect((await owner.client.call('chainsAddWorkshop', { workshopId: beach.id }, { token })).status).toBe(200);

  // The centre (head office).
  // C1: in 01-05 09:00, delivered 01-08 12:00 → 3 days 3 h → 4 days. 5900, paid. Ana.
  // C2: received 01-06 09:00, not reviewed. 2000, pending. Nobody.
  // C3: after the timeframe (01-20), delivered 01-21: in the chain's repairs, not in the figures. 9999.
  token = await workIn(centreId);
  const centre = [
    doc('c1', at('2027-01-04', '10:00'), stayed(at('2027-01-05', '09:00'), at('2027-01-08', '12:00')), 'paid', 5900, [centreAna]),
    doc('c2', at('2027-01-06', '09:00'), [], 'pending', 2000, []),
    doc('c3', at('2027-01-20', '10:00'), stayed(at('2027-01-20', '10:00'), at('2027-01-21', '10:00')), 'paid', 9999, []),
  ];
  expect((await owner.client.call('repairsImport', { repairs: centre }, { token })).body.result).toMatchObject({ imported: 3 });

  // The beach shop.
  // B1: in 01-05 10:00, delivered 01-06 10:00 → 1 day. 4000, paid. Its Ana.
  // B2: in 01-07 10:00, delivered 01-07 15:00 → 5 h → 1 day. 1500, warranty. Luis.
  // B3: in 01-10 11:00, in progress. 3000, pending. Luis.
  const [beachAna, luis] = beach.mechanicIds as [string, string];
  const beachRepairs = [
    doc('b1', at('2027-01-05', '10:00'), stayed(at('2027-01-05', '10:00'), at('2027-01-06', '10:00')), 'paid', 4000, [beachAna]),
    doc('b2', at('2027-01-07', '10:00'), stayed(at('2027-01-07', '10:00'), at('2027-01-07', '15:00')), 'warranty', 1500, [luis]),
    doc(
      'b3',
      at('2027-01-10', '10:00'),
      [
        ['workshopEntrance', at('2027-01-10', '11:00')],
        ['inProgress', at('2027-01-10', '11:00')],
      ],
      'pending',
      3000,
      [luis],
    ),
  ];
  expect(await beach.admin.ok('repairsImport', { repairs: beachRepairs })).toMatchObject({ imported: 3 });

  // Outside the chain, in the same timeframe: never counted, never listed.
  const outside = [
    doc('o1', at('2027-01-05', '10:00'), [['delivered', at('2027-01-09', '10:00')]], 'paid', 50000, []),
    doc('o2', at('2027-01-06', '10:00'), [], 'pending', 700, []),
  ];
  expect(await outsider.admin.ok('repairsImport', { repairs: outside })).toMatchObject({ imported: 2 });
});
afterAll(async () => server?.close());

const zero = {
  notReviewed: 0,
  postponed: 0,
  managing: 0,
  confirmed: 0,
  workshopEntrance: 0,
  inProgress: 0,
  paused: 0,
  finished: 0,
  delivered: 0,
};

describe('chainsDashboard', () => {
  it('gives each workshop’s figures, the head office first, and the chain’s total', async () => {
    await workIn(beach.id); // from either workshop of the chain
    const answer = await asOwner('chainsDashboard', { from: FROM, to: TO });
    expect(answer.status).toBe(200);
    const { workshops, total } = answer.body.result as { workshops: Record<string, unknown>[]; total: Record<string, unknown> };
    const [beachAna, luis] = beach.mechanicIds;
    // No service has an estimate: an hour each (dashboard.test.ts).
    expect(workshops).toEqual([
      {
        workshopId: centreId,
        workshopName: 'Bicis Centro',
        isHeadOffice: true,
        repairs: 2,
        repairsByStatus: { ...zero, delivered: 1, notReviewed: 1 },
        revenue: 7900, // 5900 + 2000
        stay: { averageDays: 4, repairs: 1, totalDays: 4 },
        mechanics: [
          { id: centreAna, name: 'Ana', repairs: 1, workMinutes: 60, trackedMinutes: 0 },
          { id: null, name: '', repairs: 1, workMinutes: 60, trackedMinutes: 0 },
        ],
      },
      {
        workshopId: beach.id,
        workshopName: 'Bicis Playa',
        isHeadOffice: false,
        repairs: 3,
        repairsByStatus: { ...zero, delivered: 2, inProgress: 1 },
        revenue: 8500, // 4000 + 1500 + 3000
        stay: { averageDays: 1, repairs: 2, totalDays: 2 },
        mechanics: [
          { id: luis, name: 'Luis', repairs: 2, workMinutes: 120, trackedMinutes: 0 },
          { id: beachAna, name: 'Ana', repairs: 1, workMinutes: 60, trackedMinutes: 0 },
        ],
      },
    ]);
    expect(total).toEqual({
      repairs: 5,
      repairsByStatus: { ...zero, delivered: 3, notReviewed: 1, inProgress: 1 },
      revenue: 16400, // 7900 + 8500; the outside workshop's 50700 nowhere
      // (4 + 1 + 1) days over 3 delivered repairs = 2; the averages' average would be 2.5.
      stay: { averageDays: 2, repairs: 3, totalDays: 6 },
      // The two Anas stay two people, each with her workshop.
      mechanics: [
        { workshopId: centreId, workshopName: 'Bicis Centro', id: centreAna, name: 'Ana', repairs: 1, workMinutes: 60, trackedMinutes: 0 },
        { workshopId: centreId, workshopName: 'Bicis Centro', id: null, name: '', repairs: 1, workMinutes: 60, trackedMinutes: 0 },
        { workshopId: beach.id, workshopName: 'Bicis Playa', id: luis, name: 'Luis', repairs: 2, workMinutes: 120, trackedMinutes: 0 },
        { workshopId: beach.id, workshopName: 'Bicis Playa', id: beachAna, name: 'Ana', repairs: 1, workMinutes: 60, trackedMinutes: 0 },
      ],
    });
  });

  it('shows each workshop what its own dashboard shows for the same timeframe', async () => {
    const chain = (await asOwner('chainsDashboard', { from: FROM, to: TO })).body.result as { workshops: Record<string, unknown>[] };
    const own = await beach.admin.ok('dashboardGet', { from: FROM, to: TO });
    expect(chain.workshops[1]).toMatchObject({
      repairs: own.total,
      repairsByStatus: own.statuses,
      revenue: own.revenue!.total,
      stay: { averageDays: own.stay.averageDays, repairs: own.stay.repairs },
    });
  });

  it('is refused to a member who administers no chain, to an outsider and to an account without a workshop', async () => {
    const manager = await beach.member('manager');
    const noWorkshop = await newAccount(server);
    const callers: Caller[] = [beach.admin, manager, outsider.admin, noWorkshop.caller];
    for (const caller of callers)
      for (const [name, data] of [
        ['chainsDashboard', { from: FROM, to: TO }],
        ['chainsRepairs', { limit: 10, offset: 0 }],
      ] as const)
        expect(errorOf(await caller.send(name, data))).toMatchObject({ status: 'PERMISSION_DENIED', reason: 'not-chain-admin' });
  });

  it('names the field of an invalid input', async () => {
    expect(errorOf(await asOwner('chainsDashboard', { from: 'ayer', to: TO }))).toMatchObject({
      status: 'INVALID_ARGUMENT',
      fields: [{ field: 'from' }],
    });
    expect(errorOf(await asOwner('chainsDashboard', { from: TO, to: FROM }))).toMatchObject({ fields: [{ field: 'to' }] });
    const repairs = errorOf(await asOwner('chainsRepairs', { status: 'lost', limit: 0, offset: -1 }));
    expect(repairs.status).toBe('INVALID_ARGUMENT');
    expect(repairs.fields?.map((issue) => issue.field).sort()).toEqual(['limit', 'offset', 'status']);
  });
});

describe('chainsRepairs', () => {
  type Answer = {
    repairs: { id: string; workshopId: string; workshopName: string; status: string }[];
    counts: unknown;
    total: number;
    more: boolean;
  };
  const list = async (data: unknown) => (await asOwner('chainsRepairs', data)).body.result as Answer;

  it('lists every workshop’s repairs with its workshop, the latest change first, and the counts per status', async () => {
    const all = await list({ limit: 50, offset: 0 });
    // By last change: C3 01-21, B3 01-10 11:00, C1 01-08, B2 01-07 15:00, B1 01-06 10:00, C2 01-06 09:00.
    expect(all.repairs.map((repair) => repair.id)).toEqual(['c3', 'b3', 'c1', 'b2', 'b1', 'c2']);
    expect(all.repairs[1]).toMatchObject({ workshopId: beach.id, workshopName: 'Bicis Playa', status: 'inProgress' });
    expect(all.repairs[0]).toMatchObject({ workshopId: centreId, workshopName: 'Bicis Centro' });
    expect(all.counts).toEqual({ ...zero, delivered: 4, notReviewed: 1, inProgress: 1 });
    expect(all).toMatchObject({ total: 6, more: false });
  });

  it('filters by a status and pages through the merge', async () => {
    const delivered = await list({ status: 'delivered', limit: 50, offset: 0 });
    expect(delivered.repairs.map((repair) => repair.id)).toEqual(['c3', 'c1', 'b2', 'b1']);
    expect(delivered.total).toBe(4);
    expect(await list({ status: 'delivered', limit: 2, offset: 0 })).toMatchObject({ more: true, repairs: [{ id: 'c3' }, { id: 'c1' }] });
    expect(await list({ status: 'delivered', limit: 2, offset: 2 })).toMatchObject({ more: false, repairs: [{ id: 'b2' }, { id: 'b1' }] });
  });

  it('follows a change in one workshop at once', async () => {
    await beach.admin.ok('repairsUpdateStatus', { id: 'b3', status: 'finished' });
    const all = await list({ limit: 50, offset: 0 });
    expect(all.counts).toMatchObject({ inProgress: 0, finished: 1 });
    expect(all.repairs.find((repair) => repair.id === 'b3')).toMatchObject({ workshopName: 'Bicis Playa', status: 'finished' });
  });
});
