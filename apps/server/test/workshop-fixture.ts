// A workshop with its people and catalogue, made through the same calls a real workshop makes
// (sign-up, onboarding), plus direct rows where no screen exists yet (other members, the catalogue).
import { randomUUID } from 'node:crypto';
import { DEFAULT_BOOKING_SETTINGS, type FunctionInput, type FunctionName, type FunctionOutput, type WorkshopRole } from '@rueda/domain';
import { desc, eq } from 'drizzle-orm';
import { outboxEmails, workshops, workshopUsers } from '../src/db/schema.ts';
import { insertCatalogueItems } from '../src/data/catalogue.ts';
import { TestClient, type CallResult } from './http-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';

export interface Caller {
  userId: string;
  /** One of Rueda's functions, typed by the domain's FUNCTIONS map. */
  call<N extends FunctionName>(name: N, data: FunctionInput<N>): Promise<CallResult<FunctionOutput<N>>>;
  /** Any name, any data (hostile payloads), with this caller's token. */
  send(name: string, data: unknown): Promise<CallResult>;
  /** Fetches a new ID token, as the app's forced refresh does (claims follow the database). */
  renewToken(): Promise<void>;
  /** The ID token this caller uses now. */
  token(): Promise<string>;
  /** The answer's result, failing the test when the call does not succeed. */
  ok<N extends FunctionName>(name: N, data: FunctionInput<N>): Promise<FunctionOutput<N>>;
}

async function caller(client: TestClient, userId: string): Promise<Caller> {
  let token = await client.idToken();
  const send = async (name: string, data: unknown) => {
    let answer = await client.send(name, data, { token });
    if (answer.status === 401) {
      token = await client.idToken();
      answer = await client.send(name, data, { token });
    }
    return answer;
  };
  const call = <N extends FunctionName>(name: N, data: FunctionInput<N>) => send(name, data) as Promise<CallResult<FunctionOutput<N>>>;
  return {
    userId,
    call,
    send,
    async renewToken() {
      token = await client.idToken();
    },
    async token() {
      return token;
    },
    async ok(name, data) {
      const answer = await call(name, data);
      if (answer.status !== 200) throw new Error(`${name} answered ${answer.status}: ${JSON.stringify(answer.body.error)}`);
      return answer.body.result!;
    },
  };
}

/** The password of every account the fixtures sign up. */
export const FIXTURE_PASSWORD = 'a good long password';

async function signUp(
  server: TestServer,
  email = `user-${randomUUID().slice(0, 8)}@example.com`,
): Promise<{ client: TestClient; userId: string }> {
  const client = new TestClient(server.url);
  const answer = await client.signUp(email, FIXTURE_PASSWORD, 'Staff');
  if (answer.status !== 200) throw new Error(`sign-up failed: ${answer.status}`);
  return { client, userId: (answer.body.user as { id: string }).id };
}

/** An account that signed up and belongs to no workshop yet, signed in. */
export async function newAccount(server: TestServer, email = `user-${randomUUID().slice(0, 8)}@example.com`) {
  const { client, userId } = await signUp(server, email);
  return { client, userId, email, caller: await caller(client, userId) };
}

export interface Workshop {
  id: string;
  admin: Caller;
  mechanicIds: string[];
  /** Another member of the workshop with this role. */
  member(role: WorkshopRole): Promise<Caller>;
}

export async function createWorkshop(server: TestServer, name = 'Taller de prueba'): Promise<Workshop> {
  const { client, userId } = await signUp(server);
  const account = await client.call(
    'onboardingComplete',
    { name, mechanics: [{ name: 'Ana' }, { name: 'Luis' }], starterCatalogue: false },
    { token: await client.idToken() },
  );
  if (account.status !== 200) throw new Error(`onboarding failed: ${JSON.stringify(account.body)}`);
  const workshopId = (account.body.result as { workshop: { id: string } }).workshop.id;
  const admin = await caller(client, userId);
  const mechanics = await admin.ok('mechanicsList', null);
  return {
    id: workshopId,
    admin,
    mechanicIds: mechanics.map((mechanic) => mechanic.id),
    async member(role) {
      const member = await signUp(server);
      await server.database.db.insert(workshopUsers).values({ userId: member.userId, workshopId, role });
      return caller(member.client, member.userId);
    },
  };
}

/** A small catalogue with known ids: two packs (one with a checklist), a maintenance, a suspension service and a stock item. */
export async function seedCatalogue(server: TestServer, workshopId: string): Promise<void> {
  const db = server.database.db;
  await insertCatalogueItems(db, workshopId, 'packs', [
    {
      id: 'pack-basic',
      title: 'Puesta a punto básica',
      price: 3500,
      description: '',
      type: 'pack',
      value: 'basic',
      position: 0,
      subtitle: '',
      recommendation: '',
      details: [],
      needsAdditionalData: false,
      allowedBonusMaintenances: [],
      allowedDisciplines: [],
      bonusMaintenances: [],
      conditionalDescriptionEnabled: false,
      conditionDescriptionValue: '',
      checklist: ['Frenos', 'Cambios', 'Presión de ruedas'],
    },
    {
      id: 'pack-full',
      title: 'Revisión completa',
      price: 7900,
      description: '',
      type: 'pack',
      value: 'full',
      position: 1,
      subtitle: '',
      recommendation: '',
      details: [],
      needsAdditionalData: false,
      allowedBonusMaintenances: [],
      allowedDisciplines: [],
      bonusMaintenances: [],
      conditionalDescriptionEnabled: false,
      conditionDescriptionValue: '',
      checklist: [],
    },
  ]);
  await insertCatalogueItems(db, workshopId, 'maintenances', [
    {
      id: 'm-chain',
      title: 'Cambio de cadena',
      price: 1200,
      description: '',
      group: 'Transmisión',
      type: 'maintenance',
      value: 'chain',
      position: 0,
      price_from: null,
      price_to: null,
      prices: [],
      checklist: ['Cadena medida'],
    },
  ]);
  await insertCatalogueItems(db, workshopId, 'suspensions', [
    { id: 's-fork', title: 'Mantenimiento de horquilla', price: 6000, description: '', value: 'fork', position: 0 },
  ]);
  await insertCatalogueItems(db, workshopId, 'stockItems', [
    { id: 'st-tube', title: 'Cámara 29"', price: 650, reference: 'CAM-29', position: 0 },
  ]);
}

/** A fast intake with a new customer and bike and one service of three kinds (the catalogue of seedCatalogue). */
export const INTAKE = {
  customer: { name: 'Marta', surname: 'Iglesias', phone: '+34 600 111 222' },
  bike: { manufacturer: 'Orbea', model: 'Orca', color: 'azul', year: 2022, type: 'road' },
  services: { packs: [{ id: 'pack-basic' }], maintenances: [{ id: 'm-chain', quantity: 2 }], stockItems: [{ id: 'st-tube' }] },
  technicalNotes: 'Roce en el freno trasero',
} satisfies FunctionInput<'repairsCreate'>;

/**
 * The usual start of a file that also checks isolation: the workshop, another one with the same catalogue
 * (whose ids must stay out of reach), and a mechanic of the first.
 */
export async function startTwoWorkshopServer(): Promise<{ server: TestServer; shop: Workshop; other: Workshop; mechanic: Caller }> {
  const { server, shop } = await startWorkshopServer();
  const other = await createWorkshop(server, 'Otro taller');
  await seedCatalogue(server, other.id);
  return { server, shop, other, mechanic: await shop.member('mechanic') };
}

/** A server on a database of its own with one workshop holding the small catalogue: the usual start of a test file. */
export async function startWorkshopServer(): Promise<{ server: TestServer; shop: Workshop }> {
  const server = await startTestServer();
  const shop = await createWorkshop(server);
  await seedCatalogue(server, shop.id);
  return { server, shop };
}

/** The last mail the development outbox holds for `email`, if any. */
export async function lastMailTo(server: TestServer, email: string) {
  const [mail] = await server.database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.to, email))
    .orderBy(desc(outboxEmails.id))
    .limit(1);
  return mail;
}

/**
 * Two zones 25 hours apart: an instant is never the same day in both, nor both days Madrid's or Lisbon's. A date written
 * on the workshop's clock (docs/product.md §1) is checked in each.
 */
export const FAR_APART_ZONES = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'] as const;

/** Puts the workshop on `timeZone` as the calendar's settings save it, through SQL (no booking rights needed); the default zone unless given. */
export async function setWorkshopZone(server: TestServer, workshopId: string, timeZone = DEFAULT_BOOKING_SETTINGS.timeZone): Promise<void> {
  await server.database.db
    .update(workshops)
    .set({ bookingSettings: { ...DEFAULT_BOOKING_SETTINGS, timeZone } })
    .where(eq(workshops.id, workshopId));
}
