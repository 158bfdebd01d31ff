// Instant search in SQL (docs/product.md §4): every word of the query, folded as the stored search texts are
// (the domain's searchWordsOf), must be in the row's search text.
import { searchWordsOf } from '@rueda/domain';

/** Like-pattern text with its wildcards escaped. */
export function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The like patterns of `query`'s words, folded as the stored texts are: a row's text must hold each. None for a blank query. */
export function wordPatternsOf(query: string | undefined): string[] {
  return searchWordsOf(query ?? '').map((word) => `%${likeEscape(word)}%`);
}
