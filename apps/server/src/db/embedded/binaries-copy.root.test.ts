import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { findBinaries } from './binaries.ts';
import { reachableBinaries } from './binaries-copy.ts';
import { EngineUnavailableError } from './errors.ts';
import { canRun, databaseUser } from './os-user.ts';

// Root only (vitest.config.ts): a checkout under a folder closed to other users, as
// /root is, with the database run as an unprivileged user.
vi.setConfig({ testTimeout: 120_000 });

const made: string[] = [];
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

/** The real package's native/ and package.json, copied under a mode-700 folder. */
function closedCheckout(packageName: string) {
  const real = findBinaries();
  const native = path.dirname(path.dirname(real.postgres));
  const closed = fs.mkdtempSync(path.join(os.tmpdir(), 'elevate-closed-'));
  made.push(closed);
  fs.chmodSync(closed, 0o700);
  const pkg = path.join(closed, 'pkg');
  fs.cpSync(native, path.join(pkg, 'native'), { recursive: true, verbatimSymlinks: true });
  fs.copyFileSync(path.join(path.dirname(native), 'package.json'), path.join(pkg, 'package.json'));
  const bin = path.join(pkg, 'native', 'bin');
  return {
    initdb: path.join(bin, path.basename(real.initdb)),
    postgres: path.join(bin, path.basename(real.postgres)),
    packageName,
  };
}

async function postgresUser() {
  const user = await databaseUser('postgres', () => {});
  if (!user) throw new Error('no postgres user to run the database as');
  return user;
}

const target = (packageName: string) => {
  const { version } = JSON.parse(
    fs.readFileSync(
      path.join(path.dirname(path.dirname(path.dirname(findBinaries().postgres))), 'package.json'),
      'utf8',
    ),
  ) as { version: string };
  return path.join('/var/tmp', `elevate-${packageName.replace(/[^a-z0-9.-]+/gi, '-')}-${version}`);
};

describe('PostgreSQL binaries in a closed checkout', () => {
  it('are copied once to a root-owned folder the database user can run them from', async () => {
    const user = await postgresUser();
    const name = `@elevate-test/copy-${process.pid}`;
    made.push(target(name));
    const closed = closedCheckout(name);
    expect(await canRun(user, closed.postgres)).toBe(false);

    const copied = await reachableBinaries(closed, user);
    expect(copied.postgres.startsWith(`${target(name)}/`)).toBe(true);
    expect(await canRun(user, copied.postgres)).toBe(true);
    expect(fs.statSync(target(name)).uid).toBe(0);
    // A second start uses the copy as it is.
    const stamp = fs.statSync(path.join(target(name), '.complete')).mtimeMs;
    expect((await reachableBinaries(closed, user)).postgres).toBe(copied.postgres);
    expect(fs.statSync(path.join(target(name), '.complete')).mtimeMs).toBe(stamp);
  });

  it('never runs binaries from a folder of that name that others can write to', async () => {
    const user = await postgresUser();
    const name = `@elevate-test/planted-${process.pid}`;
    const planted = target(name);
    made.push(planted);
    fs.mkdirSync(planted, { mode: 0o777 });
    fs.chmodSync(planted, 0o777);
    fs.writeFileSync(path.join(planted, '.complete'), '');
    await expect(reachableBinaries(closedCheckout(name), user)).rejects.toThrow(
      EngineUnavailableError,
    );
  });
});
