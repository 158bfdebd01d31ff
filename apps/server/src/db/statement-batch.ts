// Named statements sent to PostgreSQL together (decision 042's third addendum): on one pooled connection, in one
// write, answered after one Sync. A list that misses its cache needs two statements (the counts and the page); sent
// through the pool one by one, each took a connection of its own, a write, a read of its answer and a round of
// node-postgres's queue, and on a machine of two cores those were about a tenth of a miss's CPU.
import { createRequire } from 'node:module';
import pg from 'pg';
import type { Db, NamedStatement } from './client.ts';

/** node-postgres's own mapping of a value to its text on the wire (Dates, arrays, Buffers…), as its queries use it. */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as { prepareValue: (value: unknown) => unknown };

/** What node-postgres's connection keeps and writes, as a submittable query uses it. */
interface WireConnection {
  stream: { cork?: () => void; uncork?: () => void };
  parsedStatements: Record<string, string | undefined>;
  submittedNamedStatements: Record<string, string | undefined>;
  parse(message: { name: string; text: string; types: unknown[] }): void;
  bind(message: { portal: string; statement: string; values: unknown[]; binary: boolean }): void;
  describe(message: { type: 'P'; name: string }): void;
  execute(message: { portal: string; rows: number }): void;
  sync(): void;
  sendCopyFail(message: string): void;
}

interface FieldDescription {
  dataTypeID: number;
  format?: 'text' | 'binary';
}

type Parser = (text: string) => unknown;

/** One statement of a batch, with the type parsers its rows are read with (pg's own when none). */
export interface BatchedStatement {
  statement: NamedStatement;
  types?: pg.CustomTypesConfig;
}

/**
 * A node-postgres submittable (as pg-cursor is one): Parse (for a statement this connection has not prepared yet),
 * Bind, Describe and Execute of each statement, then one Sync, corked into one write. PostgreSQL runs them in order
 * and answers them in one go; an error in one skips the rest, as a failed statement does before a Sync.
 */
class StatementBatch {
  private readonly answers: unknown[][][] = [];
  private rows: unknown[][] = [];
  private parsers: Parser[] = [];
  private rowError: unknown;
  /** The statements this batch asked the connection to prepare: not prepared after all when the batch fails. */
  private parsing: string[] = [];
  private connection: WireConnection | undefined;
  private settle!: { resolve: (answers: unknown[][][]) => void; reject: (error: unknown) => void };
  readonly done = new Promise<unknown[][][]>((resolve, reject) => (this.settle = { resolve, reject }));

  constructor(private readonly statements: readonly BatchedStatement[]) {}

  /** Called by the client once the connection is free; an error returned fails the batch before anything is sent. */
  submit(connection: WireConnection): Error | null {
    this.connection = connection;
    let values: unknown[][];
    try {
      values = this.statements.map(({ statement }) => statement.values.map(prepareValue));
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
    connection.stream.cork?.();
    try {
      this.statements.forEach(({ statement }, index) => {
        const { name, text } = statement;
        if (connection.parsedStatements[name] === undefined && connection.submittedNamedStatements[name] === undefined) {
          connection.parse({ name, text, types: [] });
          connection.submittedNamedStatements[name] = text;
          this.parsing.push(name);
        }
        connection.bind({ portal: '', statement: name, values: values[index]!, binary: false });
        connection.describe({ type: 'P', name: '' });
        connection.execute({ portal: '', rows: 0 });
      });
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  handleRowDescription(message: { fields: FieldDescription[] }): void {
    const types = this.statements[this.answers.length]?.types ?? pg.types;
    this.parsers = message.fields.map((field) => types.getTypeParser(field.dataTypeID, field.format ?? 'text') as Parser);
  }

  handleDataRow(message: { fields: (string | null)[] }): void {
    if (this.rowError !== undefined) return;
    try {
      const { fields } = message;
      const row = new Array<unknown>(fields.length);
      for (let index = 0; index < fields.length; index += 1) {
        const text = fields[index];
        row[index] = text === null || text === undefined ? null : this.parsers[index]!(text);
      }
      this.rows.push(row);
    } catch (error) {
      this.rowError = error;
    }
  }

  handleCommandComplete(): void {
    this.answers.push(this.rows);
    this.rows = [];
  }

  handleEmptyQuery(): void {
    this.handleCommandComplete();
  }

  handlePortalSuspended(): void {
    // Every Execute asks for all rows: PostgreSQL never suspends the portal.
  }

  handleReadyForQuery(): void {
    // Prepared now, under the names they were sent with (node-postgres's own queries move them the same way).
    for (const name of this.parsing) {
      if (this.connection) this.connection.parsedStatements[name] = this.connection.submittedNamedStatements[name];
      delete this.connection?.submittedNamedStatements[name];
    }
    this.parsing = [];
    if (this.rowError !== undefined) this.settle.reject(this.rowError);
    else if (this.answers.length !== this.statements.length) this.settle.reject(new Error('A batch of statements was answered in part.'));
    else this.settle.resolve(this.answers);
  }

  handleError(error: unknown): void {
    for (const name of this.parsing) delete this.connection?.submittedNamedStatements[name];
    this.parsing = [];
    this.settle.reject(error);
  }

  handleCopyInResponse(connection: WireConnection): void {
    connection.sendCopyFail('No source stream defined');
  }

  handleCopyData(): void {}
}

/**
 * Runs `statements` together on one pooled connection (the class above): each one's rows as arrays, in order. A
 * failed batch's connection is let go, as node-postgres's pool lets go a connection whose query failed.
 */
export async function runNamedTogether(db: Db, statements: readonly BatchedStatement[]): Promise<unknown[][][]> {
  const client = await db.$client.connect();
  try {
    const batch = new StatementBatch(statements);
    void client.query(batch as unknown as pg.Submittable);
    const answers = await batch.done;
    client.release();
    return answers;
  } catch (error) {
    client.release(error instanceof Error ? error : true);
    throw error;
  }
}
