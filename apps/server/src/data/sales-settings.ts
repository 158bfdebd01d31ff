// docs/product.md §29.1 and §29.3: a workshop's tax settings and its series. The settings are one row per
// workshop; saving them the first time also makes the default series (T simplified, F full, R rectifying).
import { randomUUID } from 'node:crypto';
import { DEFAULT_SALES_SERIES, type TSalesSeries, type TSalesTaxSettings } from '@rueda/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { salesSeries, salesTaxSettings } from '../db/schema.ts';

type SettingsRow = typeof salesTaxSettings.$inferSelect;
type SeriesRow = typeof salesSeries.$inferSelect;

export function salesSettingsOf(row: SettingsRow): TSalesTaxSettings {
  const { workshopId: _workshopId, updatedAt: _updatedAt, ...settings } = row;
  return { ...settings, country: row.country as TSalesTaxSettings['country'], region: row.region as TSalesTaxSettings['region'] };
}

export function salesSeriesOf(row: SeriesRow): TSalesSeries {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind as TSalesSeries['kind'],
    numbering: row.numbering as TSalesSeries['numbering'],
    validationCode: row.validationCode,
    active: row.active === 1,
  };
}

/** The workshop's tax settings, or null before an admin set them. `lock` holds the row for the caller's transaction. */
export async function readSalesSettings(db: Executor, workshopId: string, { lock = false } = {}): Promise<TSalesTaxSettings | null> {
  const query = db.select().from(salesTaxSettings).where(eq(salesTaxSettings.workshopId, workshopId));
  const [row] = lock ? await query.for('share') : await query;
  return row ? salesSettingsOf(row) : null;
}

export async function listSalesSeries(db: Executor, workshopId: string): Promise<TSalesSeries[]> {
  const rows = await db.select().from(salesSeries).where(eq(salesSeries.workshopId, workshopId)).orderBy(asc(salesSeries.code));
  return rows.map(salesSeriesOf);
}

/** Saves the settings (already checked), and makes the default series the first time. */
export async function saveSalesSettings(tx: Executor, workshopId: string, settings: TSalesTaxSettings, now: Date): Promise<void> {
  await tx
    .insert(salesTaxSettings)
    .values({ workshopId, ...settings, updatedAt: now })
    .onConflictDoUpdate({ target: salesTaxSettings.workshopId, set: { ...settings, updatedAt: now } });
  await tx
    .insert(salesSeries)
    .values(
      DEFAULT_SALES_SERIES.map(({ code, kind }) => ({ workshopId, id: randomUUID(), code, kind, numbering: 'yearly', createdAt: now })),
    )
    .onConflictDoNothing();
}

/** The active series that numbers `kind`, the first by code; null when the workshop has none. */
export async function seriesForKind(db: Executor, workshopId: string, kind: TSalesSeries['kind']): Promise<TSalesSeries | null> {
  const [row] = await db
    .select()
    .from(salesSeries)
    .where(and(eq(salesSeries.workshopId, workshopId), eq(salesSeries.kind, kind), eq(salesSeries.active, 1)))
    .orderBy(asc(salesSeries.code))
    .limit(1);
  return row ? salesSeriesOf(row) : null;
}

/**
 * The series, its row locked until the caller's transaction ends: `update` while its validation code changes,
 * `share` while a Portuguese document is numbered with it (so that the code cannot change under an issue).
 */
export async function lockSeries(tx: Executor, workshopId: string, id: string, strength: 'update' | 'share'): Promise<TSalesSeries | null> {
  const [row] = await tx
    .select()
    .from(salesSeries)
    .where(and(eq(salesSeries.workshopId, workshopId), eq(salesSeries.id, id)))
    .for(strength);
  return row ? salesSeriesOf(row) : null;
}

/** docs/product.md §29.8: the AT's validation code of a series (already checked), or null. */
export async function setSeriesValidationCode(tx: Executor, workshopId: string, id: string, validationCode: string | null): Promise<void> {
  await tx
    .update(salesSeries)
    .set({ validationCode })
    .where(and(eq(salesSeries.workshopId, workshopId), eq(salesSeries.id, id)));
}
