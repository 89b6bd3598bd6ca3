import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../../test/server-process.ts';
import { runScript } from './test/commands.ts';

// npm run backup / npm run restore on the default engine in DATA_DIR (embedded PostgreSQL,
// or PGlite where it cannot run), as a user runs them: separate processes, exit codes, messages.
let root: string;
let env: Record<string, string>;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'elevate-commands-'));
  // Readable for the unprivileged user the embedded PostgreSQL runs as under root.
  fs.chmodSync(root, 0o755);
  env = { DATA_DIR: path.join(root, 'data'), DATABASE_URL: '' };
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('npm run backup and npm run restore on the DATA_DIR database', () => {
  it('backs up, refuses a restore over data without --force, and refuses while a server runs', async () => {
    const seeded = await runScript('seed', ['--transactions', '300', '--months', '3'], env);
    expect(seeded.code, seeded.stderr).toBe(0);

    const file = path.join(root, 'manual.jsonl.gz');
    const backup = await runScript('backup', [file], env);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`Backup written: ${file}`);
    expect(fs.statSync(file).mode & 0o077).toBe(0);

    const again = await runScript('backup', [file], env);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('already exists: name a new file');

    const intoData = await runScript('restore', [file], env);
    expect(intoData.code).toBe(1);
    expect(intoData.stderr).toContain('The database already holds data');
    expect(intoData.stderr).toContain('--force');

    const usage = await runScript('restore', [], env);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run restore -- FILE [--force]');

    const server = await startServerProcess({ ...env, BACKUP_ENABLED: 'false' });
    try {
      const busy = await runScript('backup', [], env);
      expect(busy.code).toBe(3);
      expect(busy.stderr).toContain(`Elevate is running on ${env.DATA_DIR}`);
      expect(busy.stderr).toContain('stop the server, run npm run backup, start it again');
      const busyRestore = await runScript('restore', [file, '--force'], env);
      expect(busyRestore.code).toBe(3);
      expect(busyRestore.stderr).toContain('Stop the server, run npm run restore again');
    } finally {
      await server.stop();
    }

    const restored = await runScript('restore', [file, '--force'], env);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/Restored \d+ rows in \d+ tables/);
    expect(restored.stdout).toContain('everyone signs in again');

    // Without a path: a timestamped file in DATA_DIR/backups.
    const automaticName = await runScript('backup', [], env);
    expect(automaticName.code, automaticName.stderr).toBe(0);
    expect(fs.readdirSync(path.join(env.DATA_DIR!, 'backups'))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^elevate-\d{4}-\d\d-\d\dT\d{6}Z\.jsonl\.gz$/),
      ]),
    );

    const damaged = path.join(root, 'damaged.jsonl.gz');
    fs.writeFileSync(damaged, fs.readFileSync(file).subarray(0, 200));
    const refused = await runScript('restore', [damaged, '--force'], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('is damaged or incomplete');
    expect(refused.stderr).not.toMatch(/\n\s+at /); // a message, not a stack
  }, 300_000);
});
