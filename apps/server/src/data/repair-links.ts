// docs/product.md §21.1: the customer's repair link (`/r/{token}`), docs/decisions/052. The token is derived, not
// kept: HMAC-SHA256 of the link's id under a key derived from the server's auth secret, so staff can copy the
// link again at any time while the database holds only the token's SHA-256 (a copy of the database alone
// cannot make a link). Revoking a link ends it; the next one gets a new id, so a new token.
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { FunctionError, repairLinkExpiry, ZRepairLinkResponseSchema, type TRepairLinkGetOutput } from '@rueda/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { repairLinks, repairs } from '../db/schema.ts';
import { addRepairEvent } from './repair-events.ts';

type RepairLinkRow = typeof repairLinks.$inferSelect;

/** The token's SHA-256, hex: what `repair_links.token_hash` holds and what a public call looks up. */
export function hashRepairLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The repair links' tokens, under their own key (a separate one from the auth secret's other uses). */
export class RepairLinkTokens {
  private readonly key: Buffer;

  constructor(authSecret: string) {
    this.key = createHmac('sha256', authSecret).update('rueda repair links').digest();
  }

  /** 256 bits, base64url (43 characters). */
  tokenOf(linkId: string): string {
    return createHmac('sha256', this.key).update(`repair-link:${linkId}`).digest('base64url');
  }
}

/** The repair's live (not revoked) link, locked for the write when `forUpdate`; undefined when it has none. */
export async function liveRepairLink(
  tx: Executor,
  workshopId: string,
  repairId: string,
  options: { forUpdate?: boolean } = {},
): Promise<RepairLinkRow | undefined> {
  const query = tx
    .select()
    .from(repairLinks)
    .where(and(eq(repairLinks.workshopId, workshopId), eq(repairLinks.repairId, repairId), isNull(repairLinks.revokedAt)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** The repair's delivery date (docs/product.md §3); not-found when the repair is not the workshop's. */
export async function repairDeliveryDate(tx: Executor, workshopId: string, repairId: string): Promise<Date | null> {
  const [repair] = await tx
    .select({ deliveryDate: repairs.deliveryDate })
    .from(repairs)
    .where(and(eq(repairs.workshopId, workshopId), eq(repairs.id, repairId)));
  if (!repair) throw new FunctionError('not-found', 'This repair does not exist.');
  return repair.deliveryDate;
}

/**
 * The repair's live link, made (and recorded in its history as 'linkCreated') when it has none. Two calls at
 * once make one link: the second insert meets the partial unique index and reads the first one's row.
 */
export async function ensureRepairLink(
  tx: Executor,
  args: { workshopId: string; repairId: string; userId: string | null; now: Date; tokens: RepairLinkTokens },
): Promise<RepairLinkRow> {
  const { workshopId, repairId, userId, now, tokens } = args;
  await repairDeliveryDate(tx, workshopId, repairId);
  const existing = await liveRepairLink(tx, workshopId, repairId);
  if (existing) return existing;
  const id = randomUUID();
  const [made] = await tx
    .insert(repairLinks)
    .values({
      workshopId,
      id,
      repairId,
      tokenHash: hashRepairLinkToken(tokens.tokenOf(id)),
      createdAt: now,
      createdBy: userId,
    })
    .onConflictDoNothing()
    .returning();
  if (made) {
    await addRepairEvent(tx, { workshopId, repairId, at: now, actor: userId === null ? null : { userId }, data: { kind: 'linkCreated' } });
    return made;
  }
  const raced = await liveRepairLink(tx, workshopId, repairId);
  if (!raced) throw new FunctionError('aborted', 'The repair link changed meanwhile; try again.');
  return raced;
}

/** Ends the repair's live link (recorded as 'linkRevoked'); not-found when it has none. */
export async function revokeRepairLink(
  tx: Executor,
  args: { workshopId: string; repairId: string; userId: string; now: Date },
): Promise<void> {
  const { workshopId, repairId, userId, now } = args;
  await repairDeliveryDate(tx, workshopId, repairId);
  const live = await liveRepairLink(tx, workshopId, repairId, { forUpdate: true });
  if (!live) throw new FunctionError('not-found', 'This repair has no link to revoke.', { reason: 'no-live-link' });
  await tx
    .update(repairLinks)
    .set({ revokedAt: now })
    .where(and(eq(repairLinks.workshopId, workshopId), eq(repairLinks.id, live.id)));
  await addRepairEvent(tx, { workshopId, repairId, at: now, actor: { userId }, data: { kind: 'linkRevoked' } });
}

/** What the staff's functions and the WhatsApp messages' `{{link}}` use (functions/dependencies.ts). */
export interface RepairLinks {
  /** The repair's live link's address, making the link when it has none; not-found for another workshop's repair. */
  urlFor(tx: Executor, options: RepairLinkRequest): Promise<string>;
  /** The repair's live link (made when it has none) and its address. */
  ensure(tx: Executor, options: RepairLinkRequest): Promise<{ url: string; link: RepairLinkRow }>;
  /** The repair's live link and its address, if it has one. */
  live(
    tx: Executor,
    options: { workshopId: string; repairId: string; base?: string },
  ): Promise<{ url: string; link: RepairLinkRow } | undefined>;
}

export interface RepairLinkRequest {
  workshopId: string;
  repairId: string;
  /** The member asking, recorded as the link's maker when it is made; null: the customer (an online booking). */
  userId: string | null;
  now: Date;
  /** The address the link carries (http/addresses.ts forLinks); the configured one when not given. */
  base?: string;
}

export function createRepairLinks(options: { authSecret: string; publicUrl: string }): RepairLinks {
  const tokens = new RepairLinkTokens(options.authSecret);
  const withUrl = (link: RepairLinkRow, base = options.publicUrl) => ({ url: `${base}/r/${tokens.tokenOf(link.id)}`, link });
  const ensure: RepairLinks['ensure'] = async (tx, args) => withUrl(await ensureRepairLink(tx, { ...args, tokens }), args.base);
  return {
    ensure,
    urlFor: async (tx, args) => (await ensure(tx, args)).url,
    live: async (tx, { workshopId, repairId, base }) => {
      const link = await liveRepairLink(tx, workshopId, repairId);
      return link ? withUrl(link, base) : undefined;
    },
  };
}

/** The staff's view of the repair's live link, made when it has none unless `create` is false (then null). */
export async function staffRepairLink(
  db: Db,
  links: RepairLinks,
  request: RepairLinkRequest & { create: boolean },
): Promise<TRepairLinkGetOutput | null> {
  const { workshopId, repairId, create } = request;
  return db.transaction(async (tx) => {
    const deliveryDate = await repairDeliveryDate(tx, workshopId, repairId);
    const found = create ? await links.ensure(tx, request) : await links.live(tx, { workshopId, repairId, base: request.base });
    if (!found) return null;
    const expiresAt = repairLinkExpiry(deliveryDate);
    return {
      url: found.url,
      createdAt: found.link.createdAt.toISOString(),
      expiresAt: expiresAt?.toISOString() ?? null,
      response: found.link.response === null ? null : ZRepairLinkResponseSchema.parse(found.link.response),
    };
  });
}
