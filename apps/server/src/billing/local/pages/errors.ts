// How the pages' JSON endpoints refuse: one body shape for every refusal, { error: { code, message,
// field?, details?: { fields } } } (the callable functions' message and details.fields, functions/transport.ts,
// with the code and the first failing field named outright), and one table from code to HTTP status.
import { fieldIssuesOfZod, type FieldIssue } from '@rueda/domain';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { LocalPayError } from '../support.ts';

export type PayErrorCode =
  'invalid-argument' | 'not-found' | 'expired' | 'closed' | 'ended' | 'no-subscription' | 'resource-exhausted' | 'internal';

const STATUS: Record<PayErrorCode, number> = {
  'invalid-argument': 400,
  'not-found': 404,
  expired: 410,
  closed: 410,
  /** A portal session whose opener is no longer an active admin of the workshop (docs/stripe.md). */
  ended: 403,
  /** The portal's cancel or resume with no running subscription. */
  'no-subscription': 409,
  'resource-exhausted': 429,
  internal: 500,
};

export class PayError extends Error {
  constructor(
    readonly code: PayErrorCode,
    message: string,
    readonly fields: FieldIssue[] = [],
  ) {
    super(message);
    this.name = 'PayError';
  }
}

/** The body, parsed, or a 400 naming every field that failed (no value is echoed back). */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const fields = fieldIssuesOfZod(parsed.error).map((issue) => ({
    field: issue.field === 'data' ? 'body' : issue.field,
    message: issue.message,
  }));
  throw new PayError('invalid-argument', `Invalid data: ${[...new Set(fields.map((issue) => issue.field))].join(', ')}.`, fields);
}

/** A refusal of the provider's, as the portal or the checkout meets it. */
export function payErrorOf(error: LocalPayError, where: 'checkout' | 'portal'): PayError {
  if (error.reason === 'invalid')
    return new PayError('invalid-argument', error.message, [{ field: 'billingAddress', message: error.message }]);
  if (error.reason === 'closed' && where === 'portal') return new PayError('no-subscription', error.message);
  return new PayError(error.reason, error.message);
}

export function sendPayError(reply: FastifyReply, error: PayError) {
  const body: Record<string, unknown> = { code: error.code, message: error.message };
  if (error.fields.length > 0) {
    body.field = error.fields[0]!.field;
    body.details = { fields: error.fields };
  }
  return reply.status(STATUS[error.code]).header('cache-control', 'no-store').send({ error: body });
}
