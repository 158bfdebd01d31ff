/**
 * A start-up problem of the embedded PostgreSQL, with one paragraph saying what is wrong and what to
 * do (docs/product.md §24.2); main.ts prints its message as it is, never a stack trace.
 */
export class EmbeddedPostgresError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddedPostgresError';
  }
}
