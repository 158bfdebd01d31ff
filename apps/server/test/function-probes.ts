// The functions the protocol tests register beside the product's: they reach on demand the statuses, the
// signals and the answers no product function reaches (functions-protocol.test.ts, functions-http.test.ts).
import { FunctionError } from '@rueda/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { z } from 'zod';
import { freePort } from '../src/db/embedded-postgres.ts';
import { Access } from '../src/functions/access.ts';
import { defineCallable, type CallableFunction } from '../src/functions/define-function.ts';
import { RawJson } from '../src/lib/raw-json.ts';

const throwing = (name: string, error: () => unknown) =>
  defineCallable(name, {
    input: z.unknown(),
    output: z.unknown(),
    access: Access.public,
    handler: async () => {
      throw error();
    },
  });

/** Functions that reach the statuses no product function reaches on demand. */
export const PROBES: CallableFunction[] = [
  defineCallable('probeSignedIn', {
    input: z.unknown(),
    output: z.unknown(),
    access: Access.signedIn,
    handler: async (_input, { user }) => user?.email,
  }),
  defineCallable('probeAdminOnly', {
    input: z.unknown(),
    output: z.unknown(),
    access: Access.permission('repairs.import'),
    handler: async () => 'ok',
  }),
  defineCallable('probeEcho', {
    input: z.object({ count: z.number().int().min(1), label: z.string().min(1) }),
    output: z.unknown(),
    access: Access.public,
    handler: async (input) => input,
  }),
  throwing('probeAborted', () => new FunctionError('aborted', 'Someone changed this meanwhile.')),
  throwing('probeExhausted', () => new FunctionError('resource-exhausted', 'Too many requests.')),
  throwing('probeCancelled', () => new FunctionError('cancelled', 'Cancelled.')),
  throwing('probeUnimplemented', () => new FunctionError('unimplemented', 'Not built yet.')),
  // Answers outside their own output schema (an int that is not one), plain and already serialised.
  defineCallable('probeWrongAnswer', { input: z.unknown(), output: z.number().int(), access: Access.public, handler: async () => 1.5 }),
  defineCallable('probeWrongCachedAnswer', {
    input: z.unknown(),
    output: z.number().int(),
    access: Access.public,
    handler: async () => RawJson.of(2.5),
  }),
  throwing('probeCrash', () => new Error('syntax error at or near "SELEC" in /srv/rueda/apps/server/src/secret.ts:12')),
  defineCallable('probeBadSql', {
    input: z.unknown(),
    output: z.unknown(),
    access: Access.public,
    handler: async (_input, { db }) => db.execute(sql`SELECT * FROM no_such_table_anywhere`),
  }),
  defineCallable('probeDatabaseDown', {
    input: z.unknown(),
    output: z.unknown(),
    access: Access.public,
    handler: async () => {
      // A real connection to a port where no PostgreSQL listens.
      const client = new pg.Client({ host: '127.0.0.1', port: await freePort(), user: 'x', password: 'x', connectionTimeoutMillis: 2000 });
      await client.connect();
    },
  }),
  defineCallable('probeSignal', {
    input: z.unknown(),
    output: z.unknown(),
    access: Access.public,
    // Reads the signal after the request body is long read: a caller still waiting has not gone away.
    handler: async (_input, { signal }) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { aborted: signal.aborted };
    },
  }),
  defineCallable('probeSlow', {
    input: z.unknown(),
    output: z.unknown(),
    access: Access.public,
    handler: (_input, { signal }) =>
      new Promise((resolve) => {
        const timer = setTimeout(() => resolve('late'), 5_000);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          aborts.push({ probe: 'probeSlow', code: (signal.reason as FunctionError).code });
        });
      }),
  }),
  defineCallable('probeLateSignal', {
    input: z.object({ waitMs: z.number() }),
    output: z.unknown(),
    access: Access.public,
    // Reads the signal only after waiting: a caller who left meanwhile is seen all the same.
    handler: async ({ waitMs }, context) => {
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      const { signal } = context;
      if (signal.aborted) aborts.push({ probe: 'probeLateSignal', code: (signal.reason as FunctionError).code });
      else signal.addEventListener('abort', () => aborts.push({ probe: 'probeLateSignal', code: (signal.reason as FunctionError).code }));
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      return 'done';
    },
  }),
];

/** What the probes saw their signal aborted with. */
export const aborts: { probe: string; code: string }[] = [];
