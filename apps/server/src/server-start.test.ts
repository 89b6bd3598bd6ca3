import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'elevate-start-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** The server from source (`npm start` runs its bundle, decision 0034), with only the variables given (no inherited SMTP_URL). */
function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['src/server.ts'], {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('server start-up', () => {
  it('refuses a public APP_URL without SMTP_URL, naming SMTP_URL and MAIL_LOG', async () => {
    const { code, output } = await start({ APP_URL: 'https://example.com', PORT: '0' });
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(output).toMatch(/SMTP_URL: is required when APP_URL \(https:\/\/example\.com\)/);
    expect(output).toContain('MAIL_LOG=true');
    // Refused before the database was opened.
    expect(await readdir(dataDir)).toEqual([]);
  });
});
