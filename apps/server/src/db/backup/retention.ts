import fs from 'node:fs';
import path from 'node:path';

/** elevate-2026-11-25T030000Z.jsonl.gz: sorts by time, and says when it was taken. */
const NAME = /^elevate-(\d{4})-(\d{2})-(\d{2})T(\d{2})(\d{2})(\d{2})Z\.jsonl\.gz$/;

export function backupFileName(at: Date): string {
  const iso = at.toISOString(); // 2026-11-25T03:00:00.000Z
  return `elevate-${iso.slice(0, 10)}T${iso.slice(11, 19).replaceAll(':', '')}Z.jsonl.gz`;
}

export function backupTime(name: string): Date | null {
  const m = NAME.exec(name);
  if (!m) return null;
  const [y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0] = m.slice(1).map(Number);
  const at = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  // 2026-02-30 and the like are not names this module wrote.
  return !Number.isNaN(at.getTime()) && backupFileName(at) === name ? at : null;
}

export interface BackupFile {
  name: string;
  at: Date;
}

/** The automatic backups in `dir`, newest first; other files there are not ours to touch. */
export function listBackups(dir: string): BackupFile[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .map((name) => ({ name, at: backupTime(name) }))
    .filter((f): f is BackupFile => f.at !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime());
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** ISO 8601 week (UTC), e.g. "2026-W48": Monday to Sunday, numbered by its Thursday's year. */
function weekOf(at: Date): string {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  d.setUTCDate(d.getUTCDate() + 4 - (d.getUTCDay() || 7));
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/**
 * The backups to keep (decision 0022, as borg and restic prune): the newest of
 * each of the last `daily` days that have one, then the newest of each of the
 * last `weekly` weeks not already covered by a kept backup. With a backup a
 * day that is exactly daily + weekly files reaching daily days + weekly weeks back.
 */
export function backupsToKeep(files: BackupFile[], daily: number, weekly: number): Set<string> {
  const newestFirst = [...files].sort((a, b) => b.at.getTime() - a.at.getTime());
  const keep = new Set<string>();
  for (const [count, period] of [
    [daily, dayOf],
    [weekly, weekOf],
  ] as const) {
    let kept = 0;
    let last: string | undefined;
    for (const file of newestFirst) {
      if (kept >= count) break;
      const key = period(file.at);
      if (key === last) continue;
      last = key;
      if (keep.has(file.name)) continue;
      keep.add(file.name);
      kept += 1;
    }
  }
  return keep;
}

/** Deletes the automatic backups in `dir` that backupsToKeep lets go; returns their names. */
export function pruneBackups(dir: string, daily: number, weekly: number): string[] {
  const files = listBackups(dir);
  const keep = backupsToKeep(files, daily, weekly);
  const gone = files.filter((f) => !keep.has(f.name)).map((f) => f.name);
  for (const name of gone) fs.rmSync(path.join(dir, name), { force: true });
  return gone;
}
