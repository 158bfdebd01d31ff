// Column helpers every table file of the schema shares.
import { customType, timestamp } from 'drizzle-orm/pg-core';

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A timestamp read and written as JS Date with millisecond precision (what ISO strings carry). */
export const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** Bytes (an image), read and written as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
