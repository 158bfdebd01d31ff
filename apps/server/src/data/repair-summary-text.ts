// Decision 035: each repair's list summary (packages/domain summariseRepair) is kept as JSON text in its row, so a
// list that misses the cache reads and writes out its page without converting a document.
// The two fields that change without the document being converted again are left out of the text and put
// back from their columns when it is read: the board's order (orderPosition, reorderRepairs sets it in SQL)
// and the row's stored version.
import type { TRepairSummary } from '@rueda/domain';

/** The summary as kept in `repairs.list_summary`: every field but orderPosition and storedVersion. */
export function listSummaryTextOf(summary: TRepairSummary): string {
  const { orderPosition: _orderPosition, storedVersion: _storedVersion, ...kept } = summary;
  return JSON.stringify(kept);
}

/** The whole summary's JSON again, from the kept text and the row's two columns. */
export function listSummaryJson(text: string, orderPosition: number | null, storedVersion: number): string {
  // The kept text is an object that is never empty: `{"id":…`.
  return `{"orderPosition":${JSON.stringify(orderPosition)},"storedVersion":${storedVersion},${text.slice(1)}`;
}
