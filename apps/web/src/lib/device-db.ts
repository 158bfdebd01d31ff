// The device's own database (docs/product.md §30.2, decision 077): IndexedDB through idb. `queries` holds the
// server's answers the device keeps, per account; `outbox` the changes made without a connection, per account, in
// the order they were made. Every record names its account, so signing out forgets exactly that account's.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { KeptSort } from '@/lib/kept-queries';
import type { QueuedChange } from '@/lib/outbox/queued-change';

export interface KeptQuery {
  /** The account (the user's id) whose answer this is. */
  account: string;
  /** TanStack Query's hash of the key. */
  hash: string;
  queryKey: readonly unknown[];
  data: unknown;
  /** When the server gave this answer (the query's dataUpdatedAt), in epoch milliseconds. */
  savedAt: number;
  sort: KeptSort;
}

export interface DeviceSchema extends DBSchema {
  queries: { key: [string, string]; value: KeptQuery; indexes: { account: string } };
  outbox: { key: number; value: QueuedChange; indexes: { account: string } };
}

export const DEVICE_DB_NAME = 'rueda-device';
const DEVICE_DB_VERSION = 1;

let opened: Promise<IDBPDatabase<DeviceSchema>> | null = null;

/** The database, opened once per page; a failure to open is tried again by the next caller. */
export function deviceDb(): Promise<IDBPDatabase<DeviceSchema>> {
  opened ??= openDB<DeviceSchema>(DEVICE_DB_NAME, DEVICE_DB_VERSION, {
    upgrade(db) {
      const queries = db.createObjectStore('queries', { keyPath: ['account', 'hash'] });
      queries.createIndex('account', 'account');
      const outbox = db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      outbox.createIndex('account', 'account');
    },
    // Another tab opened a newer version: this one lets go so it can upgrade, and opens again when next asked.
    blocking() {
      void closeDeviceDb();
    },
  }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

/** Closes the database (another tab's upgrade, and the tests between them). */
export async function closeDeviceDb(): Promise<void> {
  const db = opened;
  opened = null;
  if (db) (await db.catch(() => null))?.close();
}
