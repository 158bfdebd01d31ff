// Which backups there are and which are kept (decision 030): the files in the backups folder named as
// backup-format.ts names them, by the moment in their names; those older than BACKUP_KEEP_DAYS go.
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { BACKUP_NAME } from './backup-format.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface BackupFile {
  file: string;
  takenAt: Date;
}

/** The backups in `dir` whose names follow the pattern, oldest first; nothing else in it is Rueda's to touch. */
export function listBackups(dir: string): BackupFile[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const found: BackupFile[] = [];
  for (const name of names) {
    const match = BACKUP_NAME.exec(name);
    if (!match) continue;
    const [, year, month, day, hour, minute, second] = match;
    const takenAt = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`);
    if (!Number.isNaN(takenAt.getTime())) found.push({ file: path.join(dir, name), takenAt });
  }
  return found.sort((a, b) => a.takenAt.getTime() - b.takenAt.getTime());
}

/** Deletes the backups older than `keepDays` (by the time in their names); returns the files deleted. */
export function pruneBackups(dir: string, keepDays: number, now: Date): string[] {
  const oldest = now.getTime() - keepDays * DAY_MS;
  const deleted: string[] = [];
  for (const backup of listBackups(dir)) {
    if (backup.takenAt.getTime() >= oldest) continue;
    rmSync(backup.file, { force: true });
    deleted.push(backup.file);
  }
  return deleted;
}
