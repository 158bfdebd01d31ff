// Instant search in SQL (docs/product.md §4): every word of the query, folded as the stored search texts are
// (the domain's searchWordsOf), must be in the row's search text.
import { searchWordsOf } from '@rueda/domain';
import { like, type AnyColumn, type SQL } from 'drizzle-orm';

/** Like-pattern text with its wildcards escaped. */
export function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** One condition per word of `query`: the column holds it. None for a blank query. */
export function everyWordLike(column: AnyColumn, query: string | undefined): SQL[] {
  return searchWordsOf(query ?? '').map((word) => like(column, `%${likeEscape(word)}%`));
}
