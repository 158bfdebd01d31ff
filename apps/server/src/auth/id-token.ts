// Verifies the ID token a callable function receives (`Authorization: Bearer …`). The signing keys
// are better-auth's, read from the jwks table; only their public halves are used here. A valid
// signature is not enough (docs/product.md §24.8): the token's session must still exist, and the
// workshop role it claims must still be the account's (docs/decisions/033-sessions-end-at-once.md).
import { setTimeout as delay } from 'node:timers/promises';
import { FunctionError, ZTokenClaimsSchema, type TTokenClaims } from '@rueda/domain';
import { decodeProtectedHeader, errors, importJWK, jwtVerify, type CryptoKey, type JWTPayload } from 'jose';
import type { Db } from '../db/client.ts';
import { jwks } from '../db/schema.ts';
import type { LiveSession } from '../data/sessions.ts';
import type { SessionCache } from '../services/cache/session-cache.ts';
import { ID_TOKEN_AUDIENCE, SESSION_ID_CLAIM } from './auth.ts';

export interface VerifiedUser {
  id: string;
  email: string;
  claims: TTokenClaims;
  /** The better-auth session the token was issued for; null for tokens issued before it was a claim. */
  sessionId: string | null;
}

interface KeyEntry {
  key: CryptoKey | Uint8Array;
  alg: string;
}

/**
 * Unknown key ids have the keys read again, at most this often: forged `kid`s cannot flood the database,
 * and a token naming a key made since the last read waits at most this long for it.
 */
const KEY_RELOAD_INTERVAL_MS = 1_000;

/** Tokens verified lately, so a busy client's every call does not pay for the signature again. */
const VERIFIED_CACHE_SIZE = 10_000;

interface VerifiedToken {
  user: VerifiedUser;
  /** The better-auth session the token was issued for; null for tokens issued before it was a claim. */
  sessionId: string | null;
  /**
   * Found claiming a workshop or role the account's session no longer holds: refused without asking the database until
   * an account's sessions change again (the session cache's `changes`). A switch back (docs/product.md §32.1) may then
   * make the very same token right again: Ed25519 signatures are deterministic, so a token issued in the same second
   * with the same claims is this one, byte for byte.
   */
  staleAt?: number;
}

export function createIdTokenVerifier(options: { db: Db; issuer: string; clock: () => Date; sessions: SessionCache }) {
  let keys = new Map<string, KeyEntry>();
  /** When the last read of the keys started (Date.now(); 0 before the first): the interval between reads. */
  let loadStartedAt = 0;
  /**
   * Orders the asks for a key and the reads of the keys, which milliseconds cannot: an ask and a read that
   * started in the same millisecond are still one before the other. `keysReadFrom` is the step at which the
   * keys held now started to be read (0 before the first read finished).
   */
  let steps = 0;
  let keysReadFrom = 0;
  let reloading: Promise<void> | undefined;
  const verified = new Map<string, VerifiedToken & { expiresAt: number }>();
  const invalid = () => new FunctionError('unauthenticated', 'The ID token is not valid.', { reason: 'user-token-invalid' });
  const stale = () =>
    new FunctionError('unauthenticated', 'The ID token no longer matches the account’s role.', { reason: 'user-token-stale' });

  async function loadKeys(): Promise<void> {
    loadStartedAt = Date.now();
    const step = ++steps;
    const rows = await options.db.select({ id: jwks.id, publicKey: jwks.publicKey, alg: jwks.alg }).from(jwks);
    const next = new Map<string, KeyEntry>();
    for (const row of rows) {
      const alg = row.alg ?? 'EdDSA';
      next.set(row.id, { key: await importJWK(JSON.parse(row.publicKey), alg), alg });
    }
    keys = next;
    keysReadFrom = step;
  }

  /** One read of the keys at a time, each at least KEY_RELOAD_INTERVAL_MS after the last one started. */
  function reloadKeys(): Promise<void> {
    reloading ??= (async () => {
      const wait = loadStartedAt + KEY_RELOAD_INTERVAL_MS - Date.now();
      if (wait > 0) await delay(wait);
      await loadKeys();
    })().finally(() => {
      reloading = undefined;
    });
    return reloading;
  }

  /**
   * The key a token names. An unknown one has the keys read again, by a read that starts after the token
   * came, and is waited for until it ends: the key may have been made a moment after the last read (a new
   * key, or two made at once by the first sign-ins of a new install), and refusing its tokens would sign
   * their users out.
   */
  async function keyFor(kid: string): Promise<KeyEntry | undefined> {
    const asked = ++steps;
    while (!keys.has(kid) && keysReadFrom < asked) await reloadKeys();
    return keys.get(kid);
  }

  /**
   * docs/product.md §24.8: signing out, a password change or reset, or leaving the workshop ends the session;
   * a role changed in the workshop makes the token's claims stale. Either is unauthenticated, so the
   * client fetches a new token: there is none for an ended session, and a new one carries the new role.
   */
  async function checkSession(token: VerifiedToken): Promise<void> {
    if (token.staleAt === options.sessions.changes) throw stale();
    const key = { userId: token.user.id, sessionId: token.sessionId };
    let session = await options.sessions.check(key);
    // What is kept may predate a token issued after a change whose announcement has not arrived yet.
    if (session && !isClaimedMembership(token.user.claims, session)) session = await options.sessions.check(key, { fresh: true });
    if (!session) throw new FunctionError('unauthenticated', 'The session of this ID token has ended.', { reason: 'session-ended' });
    if (!isClaimedMembership(token.user.claims, session)) {
      token.staleAt = options.sessions.changes;
      throw stale();
    }
  }

  async function verifySignature(token: string): Promise<VerifiedToken> {
    const known = verified.get(token);
    if (known) {
      if (known.expiresAt > options.clock().getTime()) return known;
      verified.delete(token);
    }
    let kid: string | undefined;
    try {
      ({ kid } = decodeProtectedHeader(token));
    } catch {
      throw invalid();
    }
    // Outside the token's checks: the keys failing to load (the database busy or down) is the server's
    // failure, not the token's, and must not sign its holder out as an invalid token would.
    const entry = kid ? await keyFor(kid) : undefined;
    if (!entry) throw invalid();
    let payload: JWTPayload;
    try {
      // The algorithm is pinned to the key's own, so `alg: none` or a swapped algorithm never verifies.
      ({ payload } = await jwtVerify(token, entry.key, {
        algorithms: [entry.alg],
        issuer: options.issuer,
        audience: ID_TOKEN_AUDIENCE,
        currentDate: options.clock(),
      }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        throw new FunctionError('unauthenticated', 'The ID token has expired.', { reason: 'user-token-expired' });
      }
      throw invalid();
    }
    const claims = ZTokenClaimsSchema.safeParse(payload);
    if (!payload.sub || typeof payload.email !== 'string' || !claims.success) throw invalid();
    const sid = payload[SESSION_ID_CLAIM];
    const sessionId = typeof sid === 'string' ? sid : null;
    const user = { id: payload.sub, email: payload.email, claims: claims.data, sessionId };
    const result = { user, sessionId, expiresAt: (payload.exp ?? 0) * 1000 };
    if (typeof payload.exp === 'number') {
      if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
      verified.set(token, result);
    }
    return result;
  }

  return async function verifyIdToken(authorization: string | undefined): Promise<VerifiedUser> {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!match?.[1]) throw new FunctionError('unauthenticated', 'Sign-in required.');
    const token = await verifySignature(match[1]);
    await checkSession(token);
    return token.user;
  };
}

/** The token claims no workshop, or the very workshop and role the account holds now. */
function isClaimedMembership(claims: TTokenClaims, session: LiveSession): boolean {
  return !claims.workshop || (claims.workshop.uid === session.workshopId && claims.workshop.role === session.role);
}

export type IdTokenVerifier = ReturnType<typeof createIdTokenVerifier>;
