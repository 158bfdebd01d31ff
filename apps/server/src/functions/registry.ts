// A callable function: a name, a zod input schema, who may call it, and a handler (ARCHITECTURE.md
// "Server operations"). Handlers get the verified caller and the workshop id from the token, never
// from the request body.
import type { Language, Permission, TTokenClaims } from '@rueda/domain';
import type { z } from 'zod';
import type { Auth } from '../auth/auth.ts';
import type { VerifiedUser } from '../auth/id-token.ts';
import type { Db } from '../db/client.ts';
import type { ListCache } from '../data/list-cache.ts';
import type { Mailer } from '../mail/mailer.ts';

export interface Services {
  db: Db;
  auth: Auth;
  mailer: Mailer;
  publicUrl: string;
  clock: () => Date;
  /** Issue 3: length of a new workshop's free trial (TRIAL_DAYS). */
  trialDays: number;
  /** repairsList answers kept until the workshop's repairs change (data/list-cache.ts). */
  repairLists: ListCache;
  /** Tells every instance that a workshop's repairs changed (after the write committed). */
  repairsChanged: (workshopId: string) => Promise<void>;
}

export interface FunctionContext extends Services {
  user: VerifiedUser | null;
  claims: TTokenClaims | null;
  /** The caller's workshop, from the verified token; null for callers outside a workshop. */
  workshopId: string | null;
  /** The language the caller's app speaks (Accept-Language), for texts the server writes. */
  language: Language;
  /** The caller's address (Fastify's request.ip, which honours TRUST_PROXY), for per-address limits. */
  clientAddress: string;
  /** Aborted when the caller goes away or the deadline passes. */
  signal: AbortSignal;
}

/**
 * Who may call: `public` needs no token; `signed-in` any verified account; a permission needs a
 * workshop claim whose role has it (docs/roles.md) and, unless `withoutSubscription`, a workshop
 * with access: active, trial or free (SPEC.md §6).
 */
export type FunctionAccess = 'public' | 'signed-in' | { permission: Permission; withoutSubscription?: true };

export interface CallableFunction<Schema extends z.ZodType = z.ZodType, Output = unknown> {
  name: string;
  input: Schema;
  access: FunctionAccess;
  /** The function writes the caller's workshop's repairs: cached lists are dropped once it settles. */
  writesRepairs?: true;
  handler: (input: z.output<Schema>, context: FunctionContext) => Promise<Output>;
}

export function defineFunction<Schema extends z.ZodType, Output>(definition: CallableFunction<Schema, Output>): CallableFunction<Schema, Output> {
  return definition;
}

export type FunctionRegistry = ReadonlyMap<string, CallableFunction>;

export function createRegistry(functions: readonly CallableFunction[]): FunctionRegistry {
  const registry = new Map<string, CallableFunction>();
  for (const fn of functions) {
    if (registry.has(fn.name)) throw new Error(`Function ${fn.name} is registered twice`);
    registry.set(fn.name, fn);
  }
  return registry;
}
