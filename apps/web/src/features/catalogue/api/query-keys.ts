// The catalogue's query keys: one tree, so every write refreshes both lists (the repair page's and the screen's).
export const catalogueKeys = {
  all: ['catalogue'] as const,
  lists: () => [...catalogueKeys.all, 'list'] as const,
  /** The active items (what the repair page offers), or every item with the archived ones (the services screen). */
  list: (includeArchived: boolean) => [...catalogueKeys.lists(), { includeArchived }] as const,
};

/** Whether a cached list's key is the one with the archived items. */
export function includesArchived(queryKey: readonly unknown[]): boolean {
  return (queryKey[2] as { includeArchived?: boolean } | undefined)?.includeArchived === true;
}
