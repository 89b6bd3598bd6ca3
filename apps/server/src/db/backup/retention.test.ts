import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  backupFileName,
  backupsToKeep,
  backupTime,
  listBackups,
  pruneBackups,
  type BackupFile,
} from './retention.ts';

const at = (iso: string) => new Date(iso);
const file = (iso: string): BackupFile => ({ name: backupFileName(at(iso)), at: at(iso) });

/** One backup a day at 03:00 UTC for `days` days up to 2026-11-25 (a Wednesday). */
function daily(days: number): BackupFile[] {
  return Array.from({ length: days }, (_, i) =>
    file(new Date(Date.UTC(2026, 10, 25 - i, 3)).toISOString()),
  );
}

const names = (set: Set<string>) => [...set].sort();

describe('backup retention', () => {
  it('names a file by its UTC time and reads the time back', () => {
    const name = backupFileName(at('2026-11-25T03:04:05.678Z'));
    expect(name).toBe('elevate-2026-11-25T030405Z.jsonl.gz');
    expect(backupTime(name)).toEqual(at('2026-11-25T03:04:05Z'));
    expect(backupTime('elevate-2026-11-25T030405Z.jsonl.gz.partial')).toBeNull();
    expect(backupTime('my-own-copy.jsonl.gz')).toBeNull();
  });

  it('keeps exactly 7 daily and 4 weekly backups of 60 days of daily backups', () => {
    const keep = backupsToKeep(daily(60), 7, 4);
    expect(keep.size).toBe(11);
    expect(names(keep)).toEqual(
      [
        // The last 7 days…
        '2026-11-25',
        '2026-11-24',
        '2026-11-23',
        '2026-11-22',
        '2026-11-21',
        '2026-11-20',
        '2026-11-19',
        // …then the newest of each of the 4 weeks before (Sundays): the weeks of
        // Monday 2026-11-23 and Monday 2026-11-16 already have a kept backup.
        '2026-11-15',
        '2026-11-08',
        '2026-11-01',
        '2026-10-25',
      ]
        .map((day) => backupFileName(at(`${day}T03:00:00Z`)))
        .sort(),
    );
  });

  it('keeps the newest backup of a day with several, and counts days that have one', () => {
    const files = [
      file('2026-11-25T03:00:00Z'),
      file('2026-11-25T18:30:00Z'),
      file('2026-11-20T03:00:00Z'),
      file('2026-10-01T03:00:00Z'),
    ];
    expect(names(backupsToKeep(files, 2, 0))).toEqual(
      [file('2026-11-25T18:30:00Z').name, file('2026-11-20T03:00:00Z').name].sort(),
    );
    // Fewer backups than the policy allows: all of them stay (one per day).
    expect(backupsToKeep(files, 7, 4).size).toBe(3);
  });

  it('honours other settings: 3 daily and 0 weekly, 1 daily and 2 weekly', () => {
    expect(backupsToKeep(daily(30), 3, 0).size).toBe(3);
    expect(names(backupsToKeep(daily(30), 1, 2))).toEqual(
      ['2026-11-25', '2026-11-22', '2026-11-15']
        .map((day) => backupFileName(at(`${day}T03:00:00Z`)))
        .sort(),
    );
  });

  it('prunes only its own files in the directory', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'elevate-retention-'));
    try {
      for (const f of daily(20)) fs.writeFileSync(path.join(dir, f.name), '');
      fs.writeFileSync(path.join(dir, 'before-upgrade.jsonl.gz'), '');
      const gone = pruneBackups(dir, 7, 4);
      expect(gone).toHaveLength(20 - 9); // 7 days + the Sundays 2026-11-15 and 2026-11-08
      expect(listBackups(dir)).toHaveLength(9);
      expect(fs.existsSync(path.join(dir, 'before-upgrade.jsonl.gz'))).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
