import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PostgresBinaries } from './binaries.ts';
import { EngineUnavailableError } from './errors.ts';
import { canRun, type RunAs } from './os-user.ts';

/**
 * As root, the database runs as an unprivileged user, who cannot run binaries
 * inside a checkout under a closed folder (/root is mode 700). Then the
 * package's native/ folder is copied once, per platform and version, to a
 * root-owned folder every user can read (in /var/tmp, which survives
 * reboots), and run from there. A folder of that name that root does not own,
 * or that others can write to, is never used: another local user could have
 * planted binaries there.
 */
export async function reachableBinaries(
  binaries: PostgresBinaries,
  user: RunAs,
): Promise<PostgresBinaries> {
  if (await canRun(user, binaries.postgres)) return binaries;
  const native = path.dirname(path.dirname(binaries.postgres));
  const pkg = JSON.parse(
    fs.readFileSync(path.join(path.dirname(native), 'package.json'), 'utf8'),
  ) as { version?: string };
  const base = fs.existsSync('/var/tmp') ? '/var/tmp' : os.tmpdir();
  const name = `elevate-${binaries.packageName.replace(/[^a-z0-9.-]+/gi, '-')}-${pkg.version ?? '0'}`;
  const target = path.join(base, name);
  if (!fs.existsSync(path.join(target, '.complete'))) copyNative(native, target);
  assertSafe(target);
  const copied = {
    ...binaries,
    initdb: path.join(target, 'native', 'bin', path.basename(binaries.initdb)),
    postgres: path.join(target, 'native', 'bin', path.basename(binaries.postgres)),
  };
  if (!(await canRun(user, copied.postgres))) {
    throw new EngineUnavailableError(
      `the database user ${user.name} cannot run ${binaries.postgres}, nor its copy in ${target}`,
    );
  }
  return copied;
}

function copyNative(native: string, target: string): void {
  const staging = fs.mkdtempSync(`${target}.partial-`);
  try {
    fs.chmodSync(staging, 0o755);
    fs.cpSync(native, path.join(staging, 'native'), { recursive: true, verbatimSymlinks: true });
    openUp(path.join(staging, 'native'));
    fs.writeFileSync(path.join(staging, '.complete'), '');
    fs.renameSync(staging, target);
  } catch (err) {
    fs.rmSync(staging, { recursive: true, force: true });
    // Another server copied it first: use theirs (checked below).
    if (!fs.existsSync(path.join(target, '.complete'))) throw err;
  }
}

/** Folders 755, files readable (and executable where they were) by all; owner stays root. */
function openUp(dir: string): void {
  fs.chmodSync(dir, 0o755);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) openUp(full);
    else fs.chmodSync(full, fs.statSync(full).mode & 0o111 ? 0o755 : 0o644);
  }
}

function assertSafe(target: string): void {
  const stat = fs.lstatSync(target);
  if (!stat.isDirectory() || stat.uid !== 0 || (stat.mode & 0o022) !== 0) {
    throw new EngineUnavailableError(
      `${target} is not a folder that only root can write to; remove it to let Elevate copy ` +
        'the PostgreSQL binaries there again',
    );
  }
}
