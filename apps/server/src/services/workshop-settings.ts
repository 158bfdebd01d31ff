// docs/product.md §18.2: the workshop's identity (name, address, phone, tax id) and its currency (§3
// workshopConfig), changed by its admin.
import { FunctionError, iso4217Currency, type TBookingSettings, type TOnlineBookingSettings } from '@rueda/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { workshops } from '../db/schema.ts';
import { saveBookingSettings } from '../data/booking-settings.ts';
import { saveOnlineBookingSettings } from '../data/online-booking-settings.ts';
import { writeLogo } from '../data/workshop-logo.ts';
import { processLogo } from './photo-images.ts';

export interface WorkshopIdentity {
  name?: string;
  address?: string;
  phone?: string;
  taxId?: string;
  /** The logo's file in base64, or null to remove it. */
  logo?: string | null;
  /** The calendar's settings: opening hours, closed days, bookable share, time zone. */
  booking?: TBookingSettings;
  /** docs/product.md §22.1: the online booking page's slug, services, notice and pause. */
  onlineBooking?: TOnlineBookingSettings;
}

/** The identity's fields and the logo, in one transaction: a logo that is refused changes nothing else either. */
export async function updateWorkshopIdentity(db: Db, workshopId: string, changes: WorkshopIdentity, now: Date): Promise<void> {
  const { logo, booking, onlineBooking, ...fields } = changes;
  // Resized before the transaction: sharp's work holds no connection.
  const image = logo === undefined || logo === null ? logo : await processLogo(logo);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(workshops)
      .set({ ...fields, updatedAt: now })
      .where(eq(workshops.id, workshopId))
      .returning({ id: workshops.id });
    if (updated.length === 0) throw new FunctionError('not-found', 'This workshop does not exist.');
    if (image !== undefined) await writeLogo(tx, workshopId, image, now);
    if (booking) await saveBookingSettings(tx, workshopId, booking, now);
    if (onlineBooking) await saveOnlineBookingSettings(tx, workshopId, onlineBooking, now);
  });
}

/** docs/product.md §9: the code uppercase; the symbol the ISO 4217 table gives it. */
export async function updateWorkshopCurrency(db: Db, workshopId: string, code: string, now: Date): Promise<void> {
  const currency = iso4217Currency(code);
  if (!currency)
    throw new FunctionError('invalid-argument', 'Not an ISO 4217 currency code.', {
      fields: [{ field: 'currency', message: 'Unknown code.' }],
    });
  await db
    .update(workshops)
    .set({ currencyName: currency.name, currencySymbol: currency.symbol, updatedAt: now })
    .where(eq(workshops.id, workshopId));
}
