import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { openTestDatabase } from '../../test/app.ts';
import type { Database } from '../database.ts';
import { dumpDatabase } from './dump.ts';
import { backupFileName, listBackups } from './retention.ts';
import { backupSettings, startAutomaticBackups } from './schedule.ts';

let database: Database;
let drop: () => Promise<void>;
let root: string;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'elevate-schedule-'));
});
afterAll(async () => {
  await database.close();
  await drop();
  fs.rmSync(root, { recursive: true, force: true });
});

const DAY = 86_400_000;

function recorder() {
  const lines: { level: string; fields: object; message: string }[] = [];
  return {
    lines,
    log: {
      info: (fields: object, message: string) => lines.push({ level: 'info', fields, message }),
      error: (fields: object, message: string) => lines.push({ level: 'error', fields, message }),
    },
  };
}

async function waitFor(check: () => boolean, ms = 20_000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('automatic backups', () => {
  it('backs up when the newest backup is a day old, then keeps 7 daily and 4 weekly', async () => {
    const dir = path.join(root, 'due');
    fs.mkdirSync(dir);
    // Sixty days of daily backups, the newest two days old.
    for (let i = 2; i < 62; i += 1) {
      fs.writeFileSync(path.join(dir, backupFileName(new Date(Date.now() - i * DAY))), '');
    }
    fs.writeFileSync(path.join(dir, 'keep-me.txt'), '');
    const { lines, log } = recorder();
    const backups = startAutomaticBackups({
      database,
      dir,
      intervalMs: DAY,
      keepDaily: 7,
      keepWeekly: 4,
      log,
      startDelayMs: 0,
    });
    await waitFor(() => lines.length > 1);
    await backups.stop();
    expect(lines).toEqual([
      expect.objectContaining({ level: 'info', message: 'automatic backups on' }),
      expect.objectContaining({ level: 'info', message: 'automatic backup written' }),
    ]);
    const kept = listBackups(dir);
    expect(kept).toHaveLength(11);
    expect(Date.now() - kept[0]!.at.getTime()).toBeLessThan(60_000);
    expect(fs.statSync(path.join(dir, kept[0]!.name)).size).toBeGreaterThan(0);
    expect(fs.existsSync(path.join(dir, 'keep-me.txt'))).toBe(true);
    // Backups hold password hashes: readable by the server's user only.
    expect(fs.statSync(path.join(dir, kept[0]!.name)).mode & 0o077).toBe(0);
  });

  it('waits while the newest backup is younger than the interval, and stops at once', async () => {
    const dir = path.join(root, 'fresh');
    fs.mkdirSync(dir);
    const recent = backupFileName(new Date(Date.now() - 60 * 60_000));
    fs.writeFileSync(path.join(dir, recent), '');
    const { lines, log } = recorder();
    const backups = startAutomaticBackups({
      database,
      dir,
      intervalMs: DAY,
      keepDaily: 7,
      keepWeekly: 4,
      log,
      startDelayMs: 0,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await backups.stop();
    expect(lines.map((l) => l.message)).toEqual(['automatic backups on']);
    expect(fs.readdirSync(dir)).toEqual([recent]);
  });

  it('an aborted dump leaves no file behind', async () => {
    const file = path.join(root, 'aborted.jsonl.gz');
    await expect(
      dumpDatabase(database, file, { signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(fs.existsSync(file)).toBe(false);
    expect(fs.existsSync(`${file}.partial`)).toBe(false);
  });
});

describe('backup settings', () => {
  it('are on for the embedded database and off on DATABASE_URL unless turned on', () => {
    const embedded = backupSettings(loadConfig({ DATA_DIR: '/srv/elevate' }));
    expect(embedded).toEqual({
      enabled: true,
      dir: '/srv/elevate/backups',
      intervalMs: DAY,
      keepDaily: 7,
      keepWeekly: 4,
    });
    const url = 'postgres://u:p@127.0.0.1:5432/elevate';
    expect(backupSettings(loadConfig({ DATABASE_URL: url })).enabled).toBe(false);
    const on = loadConfig({
      DATABASE_URL: url,
      BACKUP_ENABLED: 'true',
      BACKUP_DIR: '/backups',
      BACKUP_INTERVAL_HOURS: '6',
      BACKUP_KEEP_DAILY: '14',
      BACKUP_KEEP_WEEKLY: '0',
    });
    expect(backupSettings(on)).toEqual({
      enabled: true,
      dir: '/backups',
      intervalMs: 6 * 3_600_000,
      keepDaily: 14,
      keepWeekly: 0,
    });
    expect(backupSettings(loadConfig({ BACKUP_ENABLED: 'false' })).enabled).toBe(false);
  });

  it('refuses values that make no sense, naming the variable', () => {
    for (const [name, value] of [
      ['BACKUP_ENABLED', 'yes'],
      ['BACKUP_INTERVAL_HOURS', '0'],
      ['BACKUP_INTERVAL_HOURS', '1.5'],
      ['BACKUP_KEEP_DAILY', '0'],
      ['BACKUP_KEEP_WEEKLY', '-1'],
    ] as const) {
      expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
      expect(() => loadConfig({ [name]: value })).toThrow(name);
    }
  });
});
