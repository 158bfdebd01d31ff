// A bike's suspension units (its fork and rear shock) and the services done on them from repairs
// (docs/product.md §13; decision 021).
import { doublePrecision, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { repairs } from './schema-core.ts';
import { bikes } from './schema-customers.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const suspensionUnits = pgTable(
  'suspension_units',
  {
    workshopId: text('workshop_id').notNull(),
    id: text('id').notNull(),
    bikeId: text('bike_id').notNull(),
    /** fork | shock: one of each per bike. */
    position: text('position').notNull(),
    brandValue: text('brand_value').notNull().default(''),
    brandLabel: text('brand_label').notNull().default(''),
    model: text('model').notNull().default(''),
    serialNumber: text('serial_number').notNull().default(''),
    /** Millimetres. */
    travel: integer('travel'),
    lowerLegHours: integer('lower_leg_hours').notNull(),
    lowerLegMonths: integer('lower_leg_months').notNull(),
    fullHours: integer('full_hours').notNull(),
    fullMonths: integer('full_months').notNull(),
    /** Hours ridden since the last service, as the customer reported them, and when. */
    reportedHours: doublePrecision('reported_hours'),
    reportedAt: instant('reported_at'),
    notes: text('notes').notNull().default(''),
    /** The last time it went to a suspension service centre; back_at null while it is there. */
    sentOutCentre: text('sent_out_centre'),
    sentOutAt: instant('sent_out_at'),
    backAt: instant('back_at'),
    created: instant('created').notNull(),
    lastUpdate: instant('last_update').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.workshopId, table.id] }),
    foreignKey({ columns: [table.workshopId, table.bikeId], foreignColumns: [bikes.workshopId, bikes.id] }).onDelete('cascade'),
    uniqueIndex('suspension_units_bike_position_idx').on(table.workshopId, table.bikeId, table.position),
  ],
);

export const suspensionServices = pgTable(
  'suspension_services',
  {
    workshopId: text('workshop_id').notNull(),
    id: text('id').notNull(),
    unitId: text('unit_id').notNull(),
    /** lowerLeg | full */
    kind: text('kind').notNull(),
    date: instant('date').notNull(),
    repairId: text('repair_id').notNull(),
    /** The repair's suspension line: its catalogue item id and title. */
    serviceLineId: text('service_line_id').notNull(),
    serviceTitle: text('service_title').notNull().default(''),
    created: instant('created').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.workshopId, table.id] }),
    foreignKey({ columns: [table.workshopId, table.unitId], foreignColumns: [suspensionUnits.workshopId, suspensionUnits.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [table.workshopId, table.repairId], foreignColumns: [repairs.workshopId, repairs.id] }).onDelete('cascade'),
    // A repair's line is recorded once on a unit.
    uniqueIndex('suspension_services_line_unit_idx').on(table.workshopId, table.repairId, table.serviceLineId, table.unitId),
    index('suspension_services_unit_idx').on(table.workshopId, table.unitId),
  ],
);
