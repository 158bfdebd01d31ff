// Import of a kind's spreadsheet rows (docs/product.md §3): a preview of what would be added and
// changed, every bad row named with its reason; with `apply`, the valid rows in one transaction.
// A row whose id is one of the kind's items changes it (only the spreadsheet's columns); any other
// row adds an item at the end of the kind.
import { randomUUID } from 'node:crypto';
import {
  checkSpreadsheetColumns,
  nextLastUpdate,
  SPREADSHEET_COLUMNS,
  spreadsheetFieldsOf,
  type ServiceKind,
  type TServiceFields,
  type TServicesImportOutput,
} from '@rueda/domain';
import { isDeepStrictEqual } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { services } from '../db/schema.ts';
import { itemOf } from './catalogue.ts';

export async function importServices(
  db: Db,
  workshopId: string,
  input: { kind: ServiceKind; rows: readonly Record<string, string>[]; apply: boolean },
  now: Date,
): Promise<TServicesImportOutput> {
  const { kind, rows } = input;
  checkSpreadsheetColumns(kind, [...new Set(rows.flatMap((row) => Object.keys(row)))]);
  const columns = Object.keys(SPREADSHEET_COLUMNS[kind]);
  return db.transaction(async (tx) => {
    // Locks the kind's items: an import and an edit of the same item take turns.
    const stored = await tx
      .select()
      .from(services)
      .where(and(eq(services.workshopId, workshopId), eq(services.kind, kind)))
      .for('update');
    const byId = new Map(stored.map((row) => [row.id, row]));
    const answer: TServicesImportOutput = { added: 0, changed: 0, unchanged: 0, rejected: [], applied: input.apply };
    const additions: TServiceFields<ServiceKind>[] = [];
    const changes: { id: string; doc: Record<string, unknown>; lastUpdate: Date }[] = [];
    const seen = new Set<string>();

    rows.forEach((row, index) => {
      const read = spreadsheetFieldsOf(kind, row);
      if (!('fields' in read)) return answer.rejected.push({ row: index + 1, column: read.column, reason: read.reason });
      const id = row.id?.trim() ?? '';
      const existing = id && !seen.has(id) ? byId.get(id) : undefined;
      if (!existing) {
        answer.added += 1;
        additions.push(read.fields);
        return;
      }
      seen.add(id);
      const item = itemOf(kind, existing) as Record<string, unknown> | undefined;
      const fields = read.fields as Record<string, unknown>;
      if (item && columns.every((column) => isDeepStrictEqual(item[column], fields[column]))) {
        answer.unchanged += 1;
        return;
      }
      answer.changed += 1;
      const doc = {
        ...(existing.doc as Record<string, unknown>),
        ...Object.fromEntries(columns.map((column) => [column, fields[column]])),
      };
      changes.push({ id, doc, lastUpdate: new Date(nextLastUpdate(existing.lastUpdate.toISOString(), now)) });
    });

    if (!input.apply) return answer;
    for (const change of changes) {
      await tx
        .update(services)
        .set({ doc: change.doc, lastUpdate: change.lastUpdate })
        .where(and(eq(services.workshopId, workshopId), eq(services.id, change.id)));
    }
    if (additions.length > 0) {
      const [last] = await tx
        .select({ position: sql<number>`coalesce(max(${services.position}), -1)::int` })
        .from(services)
        .where(and(eq(services.workshopId, workshopId), eq(services.kind, kind)));
      const first = (last?.position ?? -1) + 1;
      await tx.insert(services).values(
        additions.map((doc, offset) => ({
          workshopId,
          id: randomUUID(),
          kind,
          position: first + offset,
          doc,
          active: true,
          lastUpdate: now,
        })),
      );
    }
    return answer;
  });
}
