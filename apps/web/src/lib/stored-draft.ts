// A form that keeps what was typed across a reload or a closed tab until it is finished (docs/product.md §2,
// onboarding). The draft lives in localStorage under a key the caller scopes (to the signed-in account, so
// another account on the same device never reads it), is read once when the form starts, checked by the
// caller's schema (a draft from an older release, or edited by hand, is dropped), and removed when the form
// is done.
import { useCallback, useState } from 'react';
import type { z } from 'zod';

const PREFIX = 'rueda:draft:';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage refused (private browsing, a blocked site): the form simply starts empty each time.
    return null;
  }
}

/** The stored draft under `key` if it still matches `schema`; a draft that does not is removed. */
export function readStoredDraft<Schema extends z.ZodType>(key: string, schema: Schema): z.output<Schema> | null {
  const store = storage();
  const text = store?.getItem(PREFIX + key);
  if (!store || text == null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: dropped below.
  }
  store.removeItem(PREFIX + key);
  return null;
}

export function writeStoredDraft(key: string, draft: unknown): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // Full or refused: the draft is a convenience, the form goes on.
  }
}

export function clearStoredDraft(key: string): void {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

export interface StoredDraft<T> {
  /** What was stored when the form started (null: nothing, or not this schema's). */
  initial: T | null;
  save(draft: T): void;
  clear(): void;
}

/**
 * The draft of one form under `key` (null: keep nothing, e.g. before the account is known). `initial` is read
 * on the first render only, so a remount (a reload) starts from what was saved last.
 */
export function useStoredDraft<Schema extends z.ZodType>(key: string | null, schema: Schema): StoredDraft<z.output<Schema>> {
  const [initial] = useState(() => (key === null ? null : readStoredDraft(key, schema)));
  const save = useCallback(
    (draft: z.output<Schema>) => {
      if (key !== null) writeStoredDraft(key, draft);
    },
    [key],
  );
  const clear = useCallback(() => {
    if (key !== null) clearStoredDraft(key);
  }, [key]);
  return { initial, save, clear };
}
