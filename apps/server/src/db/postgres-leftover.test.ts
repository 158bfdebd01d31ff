// A PostgreSQL killed and left unreaped (a zombie) holds nothing: its lock file goes, so the next start can
// run (PostgreSQL itself would refuse a lock file whose process still exists). A live process is kept.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

const stateOf = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
  } catch {
    return 'gone';
  }
};

/**
 * A shell that starts a child which ends a second later, then becomes `sleep`, which never reaps it: a zombie
 * until the test ends (the sleep outlasts any load on the machine; it is killed at the end). A child that
 * ended at once could end before the shell became `sleep`, and the shell would reap it.
 */
async function zombieAndItsParent(): Promise<{ zombie: number; parent: number; stop: () => void }> {
  const shell = spawn('sh', ['-c', 'sleep 1 & echo $!; exec sleep 60'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const zombie = await new Promise<number>((resolve) =>
    shell.stdout.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim()))),
  );
  for (let waited = 0; stateOf(zombie) !== 'Z' && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  return { zombie, parent: shell.pid!, stop: () => shell.kill('SIGKILL') };
}

describe.runIf(existsSync('/proc/self/stat'))('livePostmaster', () => {
  it('removes the lock file of a process that died unreaped, and keeps a live one', async () => {
    const { zombie, parent, stop } = await zombieAndItsParent();
    try {
      expect(stateOf(zombie), 'the shell’s child is left unreaped').toBe('Z');
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
