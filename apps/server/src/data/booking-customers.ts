// docs/product.md "Online booking" and docs/decisions/058: an online booking never reveals or changes an existing
// customer. Whether the typed phone or email is a customer's is read here for two uses only: a booking that
// is nobody's makes its own customer (and bike); one that is somebody's makes none, and the staff see the
// match as a suggestion on the repair page. The rule (decision 053): by email (any case), else by phone: the
// candidates share the number's last nine digits (an index), and one matches when both numbers are the same in
// E.164 with the workshop's country as the default ("600 123 456", "+34 600-12-34-56" and "0034600123456" are
// one number).
import { bikeOptionOf, phoneDigits, toE164, type BIKE_TYPES, type CustomerLanguage } from '@rueda/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { bikes, customers } from '../db/schema.ts';
import { createBike, createCustomer } from './customers.ts';

export interface BookingCustomer {
  name: string;
  surname: string;
  phone: string;
  email: string;
  language: CustomerLanguage;
}

const PHONE_TAIL = 9;

async function findByEmail(tx: Executor, workshopId: string, email: string): Promise<string | undefined> {
  if (email === '') return undefined;
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(eq(customers.workshopId, workshopId), sql`lower(${customers.email}) = ${email.toLowerCase()}`, sql`${customers.email} <> ''`),
    )
    .orderBy(customers.created)
    .limit(1);
  return row?.id;
}

async function findByPhone(tx: Executor, workshopId: string, phone: string, country: string): Promise<string | undefined> {
  const wanted = toE164(phone, country);
  const tail = phoneDigits(phone).slice(-PHONE_TAIL);
  if (!wanted || tail.length < PHONE_TAIL) return undefined;
  const candidates = await tx
    .select({ id: customers.id, phone: customers.phone })
    .from(customers)
    .where(
      and(
        eq(customers.workshopId, workshopId),
        sql`right(regexp_replace(${customers.phone}, '\\D', '', 'g'), 9) = ${tail}`,
        sql`${customers.phone} <> ''`,
      ),
    )
    .orderBy(customers.created)
    .limit(20);
  return candidates.find((candidate) => toE164(candidate.phone, country) === wanted)?.id;
}

/** The workshop's oldest customer with this email, else with this phone, and which of the two matched. */
export async function matchingCustomer(
  tx: Executor,
  args: { workshopId: string; phone: string; email: string; country: string },
): Promise<{ id: string; matchedBy: 'phone' | 'email' } | undefined> {
  const { workshopId, phone, email, country } = args;
  const byEmail = await findByEmail(tx, workshopId, email);
  if (byEmail) return { id: byEmail, matchedBy: 'email' };
  const byPhone = await findByPhone(tx, workshopId, phone, country);
  return byPhone ? { id: byPhone, matchedBy: 'phone' } : undefined;
}

/**
 * The booking's own new customer, with the consent given on the page; null when the typed phone or email is
 * already a customer's: that customer is neither read into the repair nor written to (docs/decisions/058).
 */
export async function bookingCustomerId(
  tx: Executor,
  args: { workshopId: string; customer: BookingCustomer; country: string; now: Date },
): Promise<string | null> {
  const { workshopId, customer, country, now } = args;
  if (await matchingCustomer(tx, { workshopId, phone: customer.phone, email: customer.email, country })) return null;
  const made = await createCustomer(
    tx,
    workshopId,
    {
      ...customer,
      address: '',
      dni: '',
      whatsappConsentAt: now.toISOString(),
      emailConsentAt: customer.email === '' ? null : now.toISOString(),
    },
    now,
  );
  return made.id;
}

/** The customer's bike of this brand and model (any case), else a new one; null when neither was given. */
export async function bookingBikeId(
  tx: Executor,
  args: {
    workshopId: string;
    customerId: string;
    bike: { manufacturer: string; model: string; type: (typeof BIKE_TYPES)[number] };
    now: Date;
  },
): Promise<string | null> {
  const { workshopId, customerId, bike, now } = args;
  if (bike.manufacturer === '' && bike.model === '') return null;
  const brand = bikeOptionOf(bike.manufacturer)?.label ?? '';
  const [same] = await tx
    .select({ id: bikes.id })
    .from(bikes)
    .where(
      and(
        eq(bikes.workshopId, workshopId),
        eq(bikes.customerId, customerId),
        sql`lower(${bikes.manufacturer}) = ${brand.toLowerCase()}`,
        sql`lower(${bikes.model}) = ${bike.model.trim().replace(/\s+/g, ' ').toLowerCase()}`,
      ),
    )
    .limit(1);
  if (same) return same.id;
  const made = await createBike(
    tx,
    workshopId,
    customerId,
    { manufacturer: bike.manufacturer, model: bike.model, color: '', year: null, type: bike.type },
    now,
  );
  return made.id;
}
