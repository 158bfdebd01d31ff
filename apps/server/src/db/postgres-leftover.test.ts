// A PostgreSQL killed and left unreaped (a zombie) holds nothing: its lock file goes, so the next start can
// run (PostgreSQL itself would refuse a lock file whose process still exists). A live process is kept.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { livePostmaster } from './postgres-leftover.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dataDirWithLockOf(pid: number): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rueda-leftover-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'postmaster.pid'), `${pid}\n${dir}\n`);
  return dir;
}

/** A shell that starts a child which ends at once, then becomes `sleep`, which never reaps it: a zombie for a while. */
async function zombieAndItsParent(): Promise<{ zombie: number; parent: number; stop: () => void }> {
  const shell = spawn('sh', ['-c', 'true & echo $!; exec sleep 5'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const zombie = await new Promise<number>((resolve) =>
    shell.stdout.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim()))),
  );
  await new Promise((resolve) => setTimeout(resolve, 200));
  return { zombie, parent: shell.pid!, stop: () => shell.kill('SIGKILL') };
}

describe.runIf(existsSync('/proc/self/stat'))('livePostmaster', () => {
  it('removes the lock file of a process that died unreaped, and keeps a live one', async () => {
    const { zombie, parent, stop } = await zombieAndItsParent();
    try {
      const unreaped = dataDirWithLockOf(zombie);
      expect(livePostmaster(unreaped)).toBeUndefined();
      expect(existsSync(path.join(unreaped, 'postmaster.pid'))).toBe(false);

      const live = dataDirWithLockOf(parent);
      expect(livePostmaster(live)).toBe(parent);
      expect(existsSync(path.join(live, 'postmaster.pid'))).toBe(true);
    } finally {
      stop();
    }
  });
});
