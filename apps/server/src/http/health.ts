import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseAvailability } from '../db/availability.ts';
import type { Db } from '../db/client.ts';

/** docs/product.md §24.6: 503 within 2 seconds when PostgreSQL does not answer. */
const HEALTH_QUERY_TIMEOUT_MS = 1_500;

/** docs/product.md §7: 200 when the database answers, 503 when it does not (load balancers poll this). */
export function registerHealthRoute(app: FastifyInstance, db: Db, availability: DatabaseAvailability): void {
  app.get('/api/health', async (request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      if (availability.isDown) throw new Error('the database is down');
      await Promise.race([
        db.execute(sql`SELECT 1`),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('database did not answer in time')), HEALTH_QUERY_TIMEOUT_MS);
        }),
      ]);
      return reply.header('cache-control', 'no-store').send({ status: 'ok', database: 'up' });
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database down');
      availability.suspect();
      return reply.status(503).header('cache-control', 'no-store').send({ status: 'unavailable', database: 'down' });
    } finally {
      clearTimeout(timer);
    }
  });
}
