// docs/product.md §24.2: every start-up problem gets one paragraph saying what is wrong and what to do,
// never a stack trace. main.ts prints it and exits non-zero.
import { EmbeddedPostgresError } from './db/embedded-postgres-error.ts';

export interface StartContext {
  port: number;
  host: string;
  /** DATABASE_URL when set: its host, port and database are named, never its password. */
  databaseUrl?: string;
}

const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined;

/** The message of an error and of the errors it wraps (a failed query's own cause first). */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.cause instanceof Error) return error.cause.message;
  return error.message;
}

/** DATABASE_URL without its password: host, port and database. */
function describeDatabase(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}, database "${decodeURIComponent(parsed.pathname.slice(1)) || '(default)'}", user "${decodeURIComponent(parsed.username) || '(default)'}"`;
  } catch {
    return 'the server DATABASE_URL names';
  }
}

const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET']);

export function explainStartFailure(error: unknown, context: StartContext): string {
  if (error instanceof EmbeddedPostgresError) return error.message;
  const code = codeOf(error) ?? codeOf(error instanceof Error ? error.cause : undefined);
  if (code === 'EADDRINUSE') {
    return `Port ${context.port} on ${context.host} is already in use, so Rueda cannot listen there. Stop what uses it (another Rueda?) or set PORT to a free port.`;
  }
  if (code === 'EACCES' && context.port < 1024) {
    return `Rueda may not listen on port ${context.port} on ${context.host}: ports under 1024 need root. Set PORT to 1024 or above (8080 by default), and put a reverse proxy in front for 80 or 443.`;
  }
  if (context.databaseUrl) {
    const where = describeDatabase(context.databaseUrl);
    const reason = reasonOf(error);
    if ((code && UNREACHABLE.has(code)) || /timeout|terminated|Connection terminated/i.test(reason)) {
      return `Rueda could not reach the PostgreSQL server of DATABASE_URL (${where}): ${reason}. Check that it is running and reachable from this machine, and that DATABASE_URL is right (postgres://user:password@host:port/database).`;
    }
    if (code === '28P01' || code === '28000') {
      return `The PostgreSQL server of DATABASE_URL (${where}) refused the user or password: ${reason}. Check the user and password in DATABASE_URL.`;
    }
    if (code === '3D000') {
      return `The database named in DATABASE_URL (${where}) does not exist. Create it (createdb, or CREATE DATABASE) or fix the name in DATABASE_URL.`;
    }
  }
  return `Rueda could not start: ${reasonOf(error)}`;
}
