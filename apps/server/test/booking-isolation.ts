// The online booking's part of the isolation suite (isolation.test.ts), as suspensions-isolation.ts is the
// suspensions': a spare of workshop A with a repair booked online with its customer's phone, unlinked
// (docs/decisions/058), for repairBookingContact's and repairsLinkCustomer's random payloads.
import { eq } from 'drizzle-orm';
import { hashRepairLinkToken } from '../src/data/repair-links.ts';
import { repairLinks } from '../src/db/schema.ts';
import type { Spare } from './isolation-payloads.ts';
import { bookOnline, publishBookingPage, tokenOf } from './online-booking-fixture.ts';
import type { TestServer } from './test-server.ts';
import type { Workshop } from './workshop-fixture.ts';

/** The functions whose random payloads need a repair booked online. */
export const NEEDS_BOOKING = new Set(['repairsLinkCustomer', 'repairBookingContact']);

export async function withBooking(server: TestServer, a: Workshop, spare: Spare): Promise<Spare> {
  await publishBookingPage(a, 'taller-a-isolation');
  const made = await bookOnline(server, 'taller-a-isolation', {
    name: 'Reserva',
    surname: '',
    phone: '644 555 666',
    email: '',
    language: 'es',
  });
  const [link] = await server.database.db
    .select({ repairId: repairLinks.repairId })
    .from(repairLinks)
    .where(eq(repairLinks.tokenHash, hashRepairLinkToken(tokenOf(made.repairLink))));
  return { ...spare, bookedRepairId: link!.repairId };
}
