// docs/product.md §27.1: the public functions answer an anonymous caller, so each is limited per client address.
// The counts live in PostgreSQL (`public_request_counts`), one row per bucket, address and fixed window, so every
// instance behind a balancer counts the same (decision 052). A request is counted before any work, in its own
// statement: a refused or failed call still counts.
import { isIP } from 'node:net';
import { FunctionError } from '@rueda/domain';
import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { publicRequestCounts } from '../db/schema.ts';

/**
 * What a request counts against: the repair link's reads and answers, the booking page's reads and bookings, the
 * invitation page's reads, and password tries (sign-ins and password changes, docs/decisions/057); and, keyed by a
 * workshop rather than an address, the documents its staff mail to customers (docs/product.md §29).
 */
export type PublicBucket =
  'repairLinkRead' | 'repairLinkAnswer' | 'bookingRead' | 'bookingCreate' | 'invitationRead' | 'passwordTry' | 'documentMail';

export interface PublicLimit {
  /** Requests one address may make per window. */
  max: number;
  windowMs: number;
}

export const HOUR_MS = 3_600_000;
/** Counts older than this are deleted as new windows start. */
const KEEP_MS = 2 * 24 * HOUR_MS;

/**
 * The part of an address that names one caller: an IPv4 address whole (an IPv4-mapped IPv6 one as IPv4), an
 * IPv6 address by its /64, which one subscriber usually holds whole and could otherwise walk through.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export class PublicRateLimit {
  constructor(
    private readonly db: Executor,
    private readonly limits: Readonly<Record<PublicBucket, PublicLimit>>,
  ) {}

  /** Counts one request of `address` against `bucket`; resource-exhausted past the bucket's limit. */
  async take(bucket: PublicBucket, address: string, now: Date): Promise<void> {
    const { max, windowMs } = this.limits[bucket];
    const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
    const [row] = await this.db
      .insert(publicRequestCounts)
      .values({ key: `${bucket}:${addressKey(address)}`, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [publicRequestCounts.key, publicRequestCounts.windowStart],
        set: { count: sql`${publicRequestCounts.count} + 1` },
      })
      .returning({ count: publicRequestCounts.count });
    // The first request of a window sweeps the windows long past, so the table holds only recent ones.
    if (row!.count === 1)
      await this.db.delete(publicRequestCounts).where(lt(publicRequestCounts.windowStart, new Date(now.getTime() - KEEP_MS)));
    if (row!.count > max)
      throw new FunctionError('resource-exhausted', 'Too many requests from this address; try again later.', { reason: 'request-limit' });
  }
}
