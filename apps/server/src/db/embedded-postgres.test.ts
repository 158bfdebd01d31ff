import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EmbeddedPostgresError, startEmbeddedPostgres } from './embedded-postgres.ts';

const isRoot = os.userInfo().uid === 0;
const cleanup: string[] = [];
afterEach(() => {
  for (const dir of cleanup.splice(0)) {
    chmodSync(dir, 0o755);
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('the embedded PostgreSQL as root', () => {
  // PostgreSQL runs as the `postgres` user when Rueda runs as root (CI); a data directory it cannot
  // reach must fail with a message that says what to do, not initdb's bare error.
  it.runIf(isRoot)('explains a data directory the postgres user cannot reach', async () => {
    const closed = mkdtempSync(path.join(os.tmpdir(), 'rueda-closed-'));
    cleanup.push(closed);
    chmodSync(closed, 0o700);
    const attempt = startEmbeddedPostgres({ dataDir: path.join(closed, 'data', 'postgres') });
    await expect(attempt).rejects.toBeInstanceOf(EmbeddedPostgresError);
    await expect(attempt).rejects.toThrow(new RegExp(`cannot enter ${closed}[\\s\\S]*DATA_DIR[\\s\\S]*chmod o\\+x ${closed}`));
  });
});
