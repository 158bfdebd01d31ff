// Verifies the ID token a callable function receives (`Authorization: Bearer …`). The signing keys
// are better-auth's, read from the jwks table; only their public halves are used here.
import { FunctionError, ZTokenClaimsSchema, type TTokenClaims } from '@rueda/domain';
import { decodeProtectedHeader, errors, importJWK, jwtVerify, type CryptoKey, type JWTPayload } from 'jose';
import type { Db } from '../db/client.ts';
import { jwks } from '../db/schema.ts';
import { ID_TOKEN_AUDIENCE } from './auth.ts';

export interface VerifiedUser {
  id: string;
  email: string;
  claims: TTokenClaims;
}

interface KeyEntry {
  key: CryptoKey | Uint8Array;
  alg: string;
}

/** Unknown key ids trigger a reload at most this often, so forged `kid`s cannot flood the database. */
const KEY_RELOAD_INTERVAL_MS = 5_000;

/** Tokens verified lately, so a busy client's every call does not pay for the signature again. */
const VERIFIED_CACHE_SIZE = 10_000;

export function createIdTokenVerifier(options: { db: Db; issuer: string; clock: () => Date }) {
  let keys = new Map<string, KeyEntry>();
  let loadedAt = 0;
  const verified = new Map<string, { user: VerifiedUser; expiresAt: number }>();

  async function loadKeys(): Promise<void> {
    const rows = await options.db.select({ id: jwks.id, publicKey: jwks.publicKey, alg: jwks.alg }).from(jwks);
    const next = new Map<string, KeyEntry>();
    for (const row of rows) {
      const alg = row.alg ?? 'EdDSA';
      next.set(row.id, { key: await importJWK(JSON.parse(row.publicKey), alg), alg });
    }
    keys = next;
    loadedAt = Date.now();
  }

  async function keyFor(kid: string): Promise<KeyEntry | undefined> {
    if (!keys.has(kid) && Date.now() - loadedAt > KEY_RELOAD_INTERVAL_MS) await loadKeys();
    return keys.get(kid);
  }

  return async function verifyIdToken(authorization: string | undefined): Promise<VerifiedUser> {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!match?.[1]) throw new FunctionError('unauthenticated', 'Sign-in required.');
    const token = match[1];
    const known = verified.get(token);
    if (known) {
      if (known.expiresAt > options.clock().getTime()) return known.user;
      verified.delete(token);
    }
    let payload: JWTPayload;
    try {
      const { kid } = decodeProtectedHeader(token);
      const entry = kid ? await keyFor(kid) : undefined;
      if (!entry) throw new FunctionError('unauthenticated', 'The ID token is not valid.', { reason: 'user-token-invalid' });
      // The algorithm is pinned to the key's own, so `alg: none` or a swapped algorithm never verifies.
      ({ payload } = await jwtVerify(token, entry.key, {
        algorithms: [entry.alg],
        issuer: options.issuer,
        audience: ID_TOKEN_AUDIENCE,
        currentDate: options.clock(),
      }));
    } catch (error) {
      if (error instanceof FunctionError) throw error;
      if (error instanceof errors.JWTExpired) {
        throw new FunctionError('unauthenticated', 'The ID token has expired.', { reason: 'user-token-expired' });
      }
      throw new FunctionError('unauthenticated', 'The ID token is not valid.', { reason: 'user-token-invalid' });
    }
    const claims = ZTokenClaimsSchema.safeParse(payload);
    if (!payload.sub || typeof payload.email !== 'string' || !claims.success) {
      throw new FunctionError('unauthenticated', 'The ID token is not valid.', { reason: 'user-token-invalid' });
    }
    const user = { id: payload.sub, email: payload.email, claims: claims.data };
    if (typeof payload.exp === 'number') {
      if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
      verified.set(token, { user, expiresAt: payload.exp * 1000 });
    }
    return user;
  };
}

export type IdTokenVerifier = ReturnType<typeof createIdTokenVerifier>;
