// An online booking made as the public page makes it (docs/product.md "Online booking"): the page read, the time a
// person takes to fill it, then the request, each from an address of its own so the per-address limits stay apart.
import type { FunctionInput, TPublicBookingCreated } from '@rueda/domain';
import { TestClient } from './http-client.ts';
import type { TestServer } from './test-server.ts';
import type { Workshop } from './workshop-fixture.ts';

const DAY = [{ from: '08:00', to: '20:00' }];
let address = 0;

/** Publishes the workshop's booking page under `slug`: every day open, all of it bookable, from today on. */
export async function publishBookingPage(shop: Workshop, slug: string): Promise<void> {
  await shop.admin.ok('workshopUpdate', {
    booking: {
      timeZone: 'Europe/Madrid',
      openingHours: { mon: DAY, tue: DAY, wed: DAY, thu: DAY, fri: DAY, sat: DAY, sun: DAY },
      closedDays: [],
      bookablePercent: 100,
    },
    onlineBooking: { slug, paused: false, minimumNoticeDays: 0, bookable: { packs: [], maintenances: [], suspensions: [] } },
  });
}

/** A booking of a problem described (no service) on the page's freest open day; throws unless it is made. */
export async function bookOnline(
  server: TestServer,
  slug: string,
  customer: FunctionInput<'publicBookingCreate'>['customer'],
  bike: FunctionInput<'publicBookingCreate'>['bike'] = { manufacturer: 'orbea', model: 'Orca M30', type: 'road' },
): Promise<TPublicBookingCreated> {
  const client = new TestClient(server.url);
  const headers = { 'x-forwarded-for': `198.51.100.${(address = (address % 250) + 1)}` };
  const options = await client.call('publicBookingOptions', { slug }, { headers });
  if (options.status !== 200) throw new Error(`publicBookingOptions answered ${options.status}`);
  const { days, formToken } = options.body.result!;
  const day = days.filter((candidate) => candidate.state === 'open').sort((a, b) => b.freeMinutes - a.freeMinutes)[0]!.day;
  server.clock.advance(5_000);
  const request = { slug, formToken, website: '', services: [], bike, problem: 'Hace un ruido.', day, customer, consent: true as const };
  const answer = await client.call('publicBookingCreate', request, { headers });
  if (answer.status !== 200) throw new Error(`publicBookingCreate answered ${answer.status}: ${JSON.stringify(answer.body.error)}`);
  return answer.body.result!;
}

/** The repair link's token, the last part of its address. */
export function tokenOf(repairLink: string): string {
  return new URL(repairLink).pathname.split('/').pop()!;
}
