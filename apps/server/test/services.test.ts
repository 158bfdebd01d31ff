// The catalogue's functions over HTTP, against PostgreSQL (docs/product.md §3; roles in docs/roles.md):
// every field, the roles, stale saves, order, archive, the price freeze, stock taken on delivery and
// given back, the starter catalogue and isolation between workshops.
import { FUNCTIONS, spreadsheetRowOf, type TServiceEntry } from '@rueda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './test-server.ts';
import { createWorkshop, INTAKE, startWorkshopServer, type Workshop } from './workshop-fixture.ts';

let server: TestServer;
let shop: Workshop;

beforeAll(async () => {
  ({ server, shop } = await startWorkshopServer());
});
afterAll(async () => server?.close());

const MAINTENANCE = {
  title: 'Purgado de frenos hidráulicos',
  price: 2500,
  description: 'Ambos frenos',
  group: 'Frenos',
  price_from: 2500,
  price_to: 4000,
  prices: [{ label: 'Un freno', price: 1500 }],
  checklist: ['Pinzas limpias', 'Maneta firme'],
  estimatedMinutes: 45,
};

async function catalogue(includeArchived = false) {
  return shop.admin.ok('servicesList', includeArchived ? { includeArchived } : null);
}

describe('servicesCreate and servicesList', () => {
  it('keeps every field of each kind, at the end of its kind, with its lastUpdate', async () => {
    const created = await shop.admin.ok('servicesCreate', { kind: 'maintenances', service: MAINTENANCE });
    expect(created).toMatchObject({ kind: 'maintenances', service: { ...MAINTENANCE, position: 1, archived: false } });
    expect(Date.parse(created.service.lastUpdate!)).not.toBeNaN();

    const pack = await shop.admin.ok('servicesCreate', {
      kind: 'packs',
      service: {
        title: 'Pack invierno',
        price: 9900,
        subtitle: 'Para la lluvia',
        recommendation: 'Cada otoño',
        details: ['Guardabarros', 'Luces'],
        needsAdditionalData: true,
        allowedDisciplines: ['road', 'urban'],
        bonusMaintenances: [created.service.id],
        allowedBonusMaintenances: ['m-chain'],
        conditionalDescriptionEnabled: true,
        conditionDescriptionValue: 'Si llueve',
        estimatedMinutes: 120,
      },
    });
    expect(pack.service).toMatchObject({ bonusMaintenances: [created.service.id], allowedDisciplines: ['road', 'urban'], position: 2 });
    const stock = await shop.admin.ok('servicesCreate', {
      kind: 'stockItems',
      service: { title: 'Pastillas de freno', price: 1800, reference: '4006-PAD', cost: 900, quantity: 1, minQuantity: 3 },
    });
    expect(stock.service).toMatchObject({ reference: '4006-PAD', cost: 900, quantity: 1, minQuantity: 3 });

    const list = await catalogue();
    expect(list.maintenances.map((item) => item.id)).toEqual(['m-chain', created.service.id]);
    expect(list.packs.at(-1)?.id).toBe(pack.service.id);
    // Under its minimum: counted.
    expect(list.lowStock).toBe(1);
  });

  it('refuses bad input with the field, and writes nothing', async () => {
    const before = await catalogue(true);
    const refusals: [unknown, string][] = [
      [{ kind: 'maintenances', service: { ...MAINTENANCE, price: -1 } }, 'service.price'],
      [{ kind: 'maintenances', service: { ...MAINTENANCE, price: 12.5 } }, 'service.price'],
      [{ kind: 'maintenances', service: { ...MAINTENANCE, price_from: 5000, price_to: 4000 } }, 'service.price_from'],
      [{ kind: 'packs', service: { title: 'x'.repeat(121), price: 100 } }, 'service.title'],
      [{ kind: 'bikes', service: { title: 'Bici', price: 100 } }, 'kind'],
      [{ kind: 'packs', service: { title: 'Pack', price: 100, bonusMaintenances: ['nope'] } }, 'service.bonusMaintenances.0'],
      [{ kind: 'packs', service: { title: 'Pack', price: 100, allowedDisciplines: ['unicycle'] } }, 'service.allowedDisciplines.0'],
    ];
    for (const [data, field] of refusals) {
      const answer = await shop.admin.send('servicesCreate', data);
      expect(answer.status, JSON.stringify(data)).toBe(400);
      const fields = (answer.body.error?.details as { fields: { field: string }[] }).fields.map((issue) => issue.field);
      expect(fields, JSON.stringify(data)).toContain(field);
    }
    expect(await catalogue(true)).toEqual(before);
  });
});

describe('servicesUpdate', () => {
  it('saves the changed fields; the second of two saves of the same version gets aborted', async () => {
    const { service } = await shop.admin.ok('servicesCreate', { kind: 'suspensions', service: { title: 'Retén', price: 3000 } });
    const first = await shop.admin.ok('servicesUpdate', {
      kind: 'suspensions',
      id: service.id,
      expectedLastUpdate: service.lastUpdate!,
      changes: { price: 3200, estimatedMinutes: 50 },
    });
    expect(first.service).toMatchObject({ title: 'Retén', price: 3200, estimatedMinutes: 50 });
    expect(Date.parse(first.service.lastUpdate!)).toBeGreaterThan(Date.parse(service.lastUpdate!));
    const second = await shop.admin.call('servicesUpdate', {
      kind: 'suspensions',
      id: service.id,
      expectedLastUpdate: service.lastUpdate!,
      changes: { title: 'Otro' },
    });
    expect(second.status).toBe(409);
    expect(second.body.error?.details).toMatchObject({ reason: 'stale', lastUpdate: first.service.lastUpdate });
    expect((await catalogue()).suspensions.find((item) => item.id === service.id)?.title).toBe('Retén');
  });

  it('checks the price range on the merged item, and refuses another kind’s or another workshop’s id', async () => {
    const { service } = await shop.admin.ok('servicesCreate', { kind: 'maintenances', service: { ...MAINTENANCE, title: 'Rango' } });
    const tooHigh = await shop.admin.call('servicesUpdate', {
      kind: 'maintenances',
      id: service.id,
      expectedLastUpdate: service.lastUpdate!,
      changes: { price_from: 9000 },
    });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body.error?.details).toEqual({ fields: [{ field: 'changes.price_from', message: expect.any(String) }] });
    const wrongKind = await shop.admin.call('servicesUpdate', {
      kind: 'packs',
      id: service.id,
      expectedLastUpdate: service.lastUpdate!,
      changes: { price: 1 },
    });
    expect(wrongKind.status).toBe(404);
    const other = await createWorkshop(server, 'Otro taller');
    const foreign = await other.admin.call('servicesUpdate', {
      kind: 'maintenances',
      id: service.id,
      expectedLastUpdate: service.lastUpdate!,
      changes: { price: 1 },
    });
    expect(foreign.status).toBe(404);
    expect((await other.admin.call('servicesArchive', { kind: 'maintenances', id: service.id, archived: true })).status).toBe(404);
    expect((await other.admin.call('servicesReorder', { kind: 'maintenances', ids: [service.id] })).status).toBe(404);
    expect((await other.admin.ok('servicesList', { includeArchived: true })).maintenances).toEqual([]);
  });
});

describe('servicesReorder', () => {
  it('sets the order the repair page offers, all or nothing', async () => {
    const before = (await catalogue()).maintenances.map((item) => item.id);
    const reversed = [...before].reverse();
    expect(await shop.admin.ok('servicesReorder', { kind: 'maintenances', ids: reversed })).toEqual({ reordered: reversed.length });
    expect((await catalogue()).maintenances.map((item) => item.id)).toEqual(reversed);
    // A pack's id among maintenances: nothing moves.
    expect((await shop.admin.call('servicesReorder', { kind: 'maintenances', ids: [before[0]!, 'pack-basic'] })).status).toBe(404);
    expect((await catalogue()).maintenances.map((item) => item.id)).toEqual(reversed);
  });
});

describe('roles (docs/roles.md)', () => {
  it('lets managers change the catalogue and mechanics only read it', async () => {
    const manager = await shop.member('manager');
    const mechanic = await shop.member('mechanic');
    const made = await manager.ok('servicesCreate', { kind: 'stockItems', service: { title: 'Cámara 27,5', price: 700 } });
    expect((await mechanic.ok('servicesList', null)).stockItems.map((item) => item.id)).toContain(made.service.id);
    const attempts: [string, unknown][] = [
      ['servicesCreate', { kind: 'stockItems', service: { title: 'X', price: 1 } }],
      ['servicesUpdate', { kind: 'stockItems', id: made.service.id, expectedLastUpdate: made.service.lastUpdate, changes: { price: 2 } }],
      ['servicesReorder', { kind: 'stockItems', ids: [made.service.id] }],
      ['servicesArchive', { kind: 'stockItems', id: made.service.id, archived: true }],
      ['servicesAddStarter', { language: 'es' }],
    ];
    for (const [name, data] of attempts) expect((await mechanic.send(name, data)).status, name).toBe(403);
  });
});

describe('prices are frozen in repairs (docs/product.md §3)', () => {
  it('a repriced or archived service leaves older repairs as they were; new repairs get the new price, or cannot have it', async () => {
    const older = await shop.admin.ok('repairsCreate', { ...INTAKE, services: { packs: [{ id: 'pack-full' }] } });
    const pack = (await catalogue()).packs.find((item) => item.id === 'pack-full')!;
    await shop.admin.ok('servicesUpdate', {
      kind: 'packs',
      id: 'pack-full',
      expectedLastUpdate: pack.lastUpdate!,
      changes: { price: 8900, title: 'Revisión completa 2027' },
    });
    const newer = await shop.admin.ok('repairsCreate', { ...INTAKE, services: { packs: [{ id: 'pack-full' }] } });
    expect(newer.form.services.packs[0]).toMatchObject({ title: 'Revisión completa 2027', price: 8900 });
    const again = await shop.admin.ok('repairsGet', { id: older.id });
    expect(again.repair.form.services.packs[0]).toMatchObject({ title: 'Revisión completa', price: 7900 });
    // Saving the older repair's services again keeps what it had.
    const resaved = await shop.admin.ok('repairsUpdate', {
      id: older.id,
      expectedLastUpdate: again.repair.lastUpdate,
      changes: { services: { packs: [{ id: 'pack-full' }] } },
    });
    expect(resaved.form.services.packs[0]).toMatchObject({ title: 'Revisión completa', price: 7900 });

    await shop.admin.ok('servicesArchive', { kind: 'packs', id: 'pack-full', archived: true });
    expect((await catalogue()).packs.map((item) => item.id)).not.toContain('pack-full');
    expect((await catalogue(true)).packs.find((item) => item.id === 'pack-full')?.archived).toBe(true);
    const refused = await shop.admin.call('repairsCreate', { ...INTAKE, services: { packs: [{ id: 'pack-full' }] } });
    expect(refused.status).toBe(400);
    expect((await shop.admin.ok('repairsGet', { id: older.id })).repair.form.services.packs[0]?.price).toBe(7900);
    // Undo.
    expect((await shop.admin.ok('servicesArchive', { kind: 'packs', id: 'pack-full', archived: false })).service.archived).toBe(false);
  });
});

describe('stock taken on delivery (docs/product.md §3)', () => {
  async function tubes(): Promise<number> {
    return (await catalogue()).stockItems.find((item) => item.id === 'st-tube')!.quantity;
  }

  it('takes a delivered repair’s stock once, gives it back when undone or the line goes, and may go below zero', async () => {
    const start = await tubes();
    const repair = await shop.admin.ok('repairsCreate', { ...INTAKE, services: { stockItems: [{ id: 'st-tube', quantity: 2 }] } });
    expect(await tubes()).toBe(start);
    const delivered = await shop.admin.ok('repairsUpdateStatus', { id: repair.id, status: 'delivered' });
    expect(await tubes()).toBe(start - 2);
    // Delivered again: taken once only.
    const twice = await shop.admin.ok('repairsUpdateStatus', {
      id: repair.id,
      status: 'delivered',
      expectedLastUpdate: delivered.lastUpdate,
    });
    expect(await tubes()).toBe(start - 2);
    const back = await shop.admin.ok('repairsUpdateStatus', { id: repair.id, status: 'finished', expectedLastUpdate: twice.lastUpdate });
    expect(await tubes()).toBe(start);
    const redelivered = await shop.admin.ok('repairsUpdateStatus', {
      id: repair.id,
      status: 'delivered',
      expectedLastUpdate: back.lastUpdate,
    });
    expect(await tubes()).toBe(start - 2);
    await shop.admin.ok('repairsUpdate', {
      id: repair.id,
      expectedLastUpdate: redelivered.lastUpdate,
      changes: { services: { stockItems: [] } },
    });
    expect(await tubes()).toBe(start);

    const many = await shop.admin.ok('repairsCreate', {
      ...INTAKE,
      status: 'delivered',
      services: { stockItems: [{ id: 'st-tube', quantity: start + 5 }] },
    });
    expect(await tubes()).toBe(-5);
    expect((await catalogue()).lowStock).toBeGreaterThanOrEqual(1);
    await shop.admin.ok('repairsDelete', { id: many.id });
    expect(await tubes()).toBe(start);
  });
});

describe('servicesAddStarter', () => {
  it('fills an empty catalogue once, in the caller’s language and the workshop’s currency', async () => {
    const empty = await createWorkshop(server, 'Taller vacío');
    expect(await empty.admin.ok('servicesList', null)).toMatchObject({ packs: [], maintenances: [], suspensions: [], stockItems: [] });
    const filled = await empty.admin.ok('servicesAddStarter', { language: 'pt' });
    expect(filled.packs.length).toBeGreaterThanOrEqual(3);
    expect(filled.maintenances.length).toBeGreaterThanOrEqual(15);
    expect(filled.suspensions).toHaveLength(4);
    expect(filled.stockItems.length).toBeGreaterThanOrEqual(10);
    FUNCTIONS.servicesAddStarter.output.parse(filled);
    const again = await empty.admin.call('servicesAddStarter', { language: 'es' });
    expect(again.status).toBe(409);
    expect(again.body.error?.details).toEqual({ reason: 'catalogue-not-empty' });
  });
});

describe('a kept catalogue follows every write', () => {
  it('shows a new item at once', async () => {
    const before = await catalogue();
    const made: TServiceEntry = await shop.admin.ok('servicesCreate', {
      kind: 'suspensions',
      service: { title: 'Amortiguador', price: 9000 },
    });
    expect((await catalogue()).suspensions).toHaveLength(before.suspensions.length + 1);
    expect((await catalogue()).suspensions.at(-1)?.id).toBe(made.service.id);
  });
});

describe('servicesImport (CSV rows)', () => {
  it('round trip: the rows of an export import as unchanged, and nothing moves', async () => {
    const before = await catalogue(true);
    const rows = before.stockItems.map((item) => spreadsheetRowOf('stockItems', item));
    const answer = await shop.admin.ok('servicesImport', { kind: 'stockItems', rows, apply: true });
    expect(answer).toEqual({ added: 0, changed: 0, unchanged: rows.length, rejected: [], applied: true });
    expect(await catalogue(true)).toEqual(before);
  });

  it('previews what it adds and changes, names each bad row, writes nothing until applied, then writes the good rows', async () => {
    const before = await catalogue(true);
    const tube = before.stockItems.find((item) => item.id === 'st-tube')!;
    const rows: Record<string, string>[] = [
      { ...spreadsheetRowOf('stockItems', tube), price: '7,25' },
      { id: '', title: 'Cubierta 700x28', reference: 'CUB-700', price: '32,50', cost: '20', quantity: '4', minQuantity: '2' },
      { id: '', title: '', price: '1' },
      { id: '', title: 'Cinta', price: 'gratis' },
    ];
    const preview = await shop.admin.ok('servicesImport', { kind: 'stockItems', rows, apply: false });
    expect(preview).toEqual({
      added: 1,
      changed: 1,
      unchanged: 0,
      rejected: [
        { row: 3, column: 'title', reason: 'required' },
        { row: 4, column: 'price', reason: 'notAmount' },
      ],
      applied: false,
    });
    expect(await catalogue(true)).toEqual(before);
    await shop.admin.ok('servicesImport', { kind: 'stockItems', rows, apply: true });
    const after = await catalogue(true);
    expect(after.stockItems.find((item) => item.id === 'st-tube')?.price).toBe(725);
    expect(after.stockItems.at(-1)).toMatchObject({ title: 'Cubierta 700x28', price: 3250, cost: 2000, quantity: 4, minQuantity: 2 });
  });

  it('refuses the wrong columns and a file of 100,000 rows with a clear message, never a 500', async () => {
    const wrong = await shop.admin.call('servicesImport', { kind: 'stockItems', rows: [{ nombre: 'Cámara', precio: '5' }], apply: false });
    expect(wrong.status).toBe(400);
    const named = (wrong.body.error?.details as { fields: { field: string; message: string }[] }).fields;
    expect(named).toContainEqual({ field: 'rows.columns', message: 'Unknown column "nombre".' });
    expect(named).toContainEqual({ field: 'rows.columns', message: 'Missing column "title".' });
    const huge = await shop.admin.call('servicesImport', {
      kind: 'stockItems',
      rows: Array.from({ length: 100_000 }, (_, index) => ({ title: `Artículo ${index}`, price: '1' })),
      apply: false,
    });
    expect(huge.status).toBe(400);
    expect(huge.body.error?.details).toMatchObject({ fields: [{ field: 'rows', message: 'At most 5000 rows per import.' }] });
  });
});
