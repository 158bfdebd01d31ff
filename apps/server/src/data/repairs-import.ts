// Import of repairs exported from the older app (docs/product.md §3): documents of any version, stored as they
// came, with the indexed columns of their version-4 conversion.
import { randomUUID } from 'node:crypto';
import { convertRepair, ZRepairSchema, type ImportRejectionReason, type TRepairsImportOutput } from '@rueda/domain';
import type { Db } from '../db/client.ts';
import { repairs } from '../db/schema.ts';
import { repairRow } from './repairs.ts';

const ID_PATTERN = /^[\w.:@-]{1,200}$/;

export async function importRepairs(db: Db, workshopId: string, documents: readonly unknown[], now: Date): Promise<TRepairsImportOutput> {
  const rejections: TRepairsImportOutput['rejections'] = [];
  const reject = (index: number, id: string | null, reason: ImportRejectionReason, message: string) =>
    rejections.push({ index, id, reason, message });
  const rows: (typeof repairs.$inferInsert & { index: number })[] = [];
  const seen = new Set<string>();

  documents.forEach((document, index) => {
    if (typeof document !== 'object' || document === null || Array.isArray(document))
      return reject(index, null, 'not-an-object', 'A repair must be a JSON object.');
    const rawId = (document as { id?: unknown }).id;
    if (rawId !== undefined && rawId !== null && (typeof rawId !== 'string' || !ID_PATTERN.test(rawId))) {
      return reject(
        index,
        typeof rawId === 'string' ? rawId.slice(0, 200) : null,
        'invalid-id',
        'The id must be 1 to 200 letters, digits or . _ : @ -.',
      );
    }
    const id = typeof rawId === 'string' ? rawId : randomUUID();
    if (seen.has(id)) return reject(index, id, 'duplicate-id', 'This id appears twice in the import.');
    const converted = ZRepairSchema.safeParse(convertRepair(document, { now, id }));
    if (!converted.success)
      return reject(index, id, 'unreadable', converted.error.issues[0]?.message ?? 'The document cannot be read as a repair.');
    seen.add(id);
    const repair = { ...converted.data, id };
    rows.push({ index, ...repairRow(workshopId, document, repair) });
  });

  let imported = 0;
  if (rows.length > 0) {
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(repairs)
        .values(rows.map(({ index: _index, ...row }) => row))
        .onConflictDoNothing()
        .returning({ id: repairs.id });
      const insertedIds = new Set(inserted.map((row) => row.id));
      imported = inserted.length;
      for (const row of rows)
        if (!insertedIds.has(row.id)) reject(row.index, row.id, 'duplicate-id', 'A repair with this id already exists.');
    });
  }
  rejections.sort((a, b) => a.index - b.index);
  return { imported, rejected: rejections.length, rejections };
}
