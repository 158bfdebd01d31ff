// The staff's live stream (docs/product.md §19.1), apart from notifications.ts's schemas so that a page may name its
// address without downloading zod (docs/decisions/068).

/** docs/product.md §19.1: the document's live stream (server-sent events), for the signed-in staff of its workshop. */
export const EVENTS_PATH = '/api/events';
/** A comment line this often keeps proxies from closing a quiet stream, and lets the app see a dead one. */
export const EVENTS_HEARTBEAT_MS = 20_000;
/** A stream ends after this long; the app opens the next with a fresh token, so access is checked again. */
export const EVENTS_STREAM_MAX_MS = 10 * 60_000;
/** The app waits this long before each new attempt after a failed one, the last for every later one. */
export const EVENTS_RETRY_MS = [500, 1_000, 2_000, 5_000, 10_000, 30_000] as const;
