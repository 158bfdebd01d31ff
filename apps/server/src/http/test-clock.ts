// POST /api/test/clock (decision 014 "The clock"): the end-to-end journeys move the server's clock, e.g.
// past a trial's end, and the billing scheduler runs at once on the new time. Registered only when
// RUEDA_TEST_CLOCK=1, which lib/env.ts refuses in production; buildApp refuses it again.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MovableClock } from '../lib/clock.ts';

const ZMoveSchema = z.union([
  z
    .object({
      advanceMs: z
        .number()
        .int()
        .min(0)
        .max(5 * 366 * 24 * 60 * 60 * 1000),
    })
    .strict(),
  z.object({ reset: z.literal(true) }).strict(),
]);

export function registerTestClockRoute(app: FastifyInstance, clock: MovableClock, afterMove: () => Promise<unknown>): void {
  app.get('/api/test/clock', async () => ({ now: clock.now().toISOString() }));
  app.post('/api/test/clock', async (request, reply) => {
    const move = ZMoveSchema.safeParse(request.body);
    if (!move.success)
      return reply.code(400).send({ error: { status: 'INVALID_ARGUMENT', message: 'Send {advanceMs} or {reset: true}.' } });
    if ('reset' in move.data) clock.reset();
    else clock.advance(move.data.advanceMs);
    await afterMove();
    return { now: clock.now().toISOString() };
  });
}
