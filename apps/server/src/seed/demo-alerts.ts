// The demo's customer alert (docs/product.md §14.1): a repair finished 9 days ago and not collected, so a
// newcomer sees the customers page's alerts and the bell's 'Han saltado alertas de clientes…' at once.
import { randomUUID } from 'node:crypto';
import { convertRepair, REPAIR_VERSION, withDerivedFields, type TRepair } from '@rueda/domain';
import type { Executor } from '../db/client.ts';
import { repairs } from '../db/schema.ts';
import { createBike, createCustomer } from '../data/customers.ts';
import { repairRow } from '../data/repairs.ts';
import { DEMO_CATALOGUE } from './demo-catalogue.ts';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

export async function seedDemoAlerts(tx: Executor, workshopId: string, now: Date): Promise<void> {
  const created = new Date(now.getTime() - 12 * DAY);
  const customer = await createCustomer(
    tx,
    workshopId,
    { name: 'Lucía', surname: 'Herrera Campos', phone: '+34 611 402 918', email: 'lucia.herrera@example.com', address: '', dni: '' },
    created,
  );
  const bike = await createBike(
    tx,
    workshopId,
    customer.id,
    { manufacturer: 'Orbea', model: 'Vibe H30', color: 'gris', year: 2023, type: 'electric' },
    created,
  );
  const pack = DEMO_CATALOGUE.packs.find((item) => item.id === 'pack-completa') ?? DEMO_CATALOGUE.packs[0]!;
  const at = (ms: number) => new Date(ms).toISOString();
  const finished = now.getTime() - 9 * DAY;
  const id = randomUUID();
  const draft = {
    id,
    version: REPAIR_VERSION,
    payment: 'pending',
    customer: { id: customer.id, name: customer.name, surname: customer.surname, phone: customer.phone, email: customer.email },
    form: {
      phone: customer.phone,
      fullName: `${customer.name} ${customer.surname}`,
      services: { packs: [{ id: pack.id, title: pack.title, price: pack.price, quantity: 1 }], maintenances: [], stockItems: [] },
      suspensions: [],
      additionalData: {},
    },
    bike: {
      manufacturer: { value: bike.manufacturer, label: bike.manufacturer },
      model: { value: bike.model, label: bike.model },
      color: bike.color,
      year: bike.year,
      type: bike.type,
      owner_uid: customer.id,
      syncedServicePoint: workshopId,
    },
    created: at(created.getTime()),
    lastUpdate: at(finished),
    technicalNotes: 'Revisión completa terminada; la clienta no ha pasado a recogerla.',
    state: {
      booking: { confirmedDate: at(created.getTime() + HOUR), postponedDate: null, finishedDate: at(finished), observations: '' },
      status: [
        { status: 'notReviewed', date: at(created.getTime()), observations: '' },
        { status: 'confirmed', date: at(created.getTime() + HOUR), observations: '' },
        { status: 'workshopEntrance', date: at(created.getTime() + DAY), observations: '' },
        { status: 'inProgress', date: at(finished - DAY), observations: '' },
        { status: 'finished', date: at(finished), observations: '' },
      ],
      bike: { id: bike.id },
      controlSheets: [],
    },
  };
  const repair: TRepair = withDerivedFields(convertRepair(draft, { now, id }));
  await tx.insert(repairs).values(repairRow(workshopId, repair, repair));
}
