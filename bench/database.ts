import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';

export type BenchKind = 'Embedded PostgreSQL' | 'PGlite' | 'PostgreSQL';

export interface BenchDatabase {
  kind: BenchKind;
  /** What the server process needs in its environment to use it. */
  env: Record<string, string>;
  options: { databaseUrl?: string; dataDir?: string; engine?: 'postgres' | 'pglite' };
  /** DATA_DIR of an embedded engine: its database processes count in the server's memory. */
  dataDir?: string;
  drop(): Promise<void>;
}

/**
 * A database nobody else uses: the embedded default (`npm start` without
 * DATABASE_URL; PGlite with EMBEDDED_ENGINE=pglite) in a temporary DATA_DIR,
 * or a new database on the server that `databaseUrl` names (dropped afterwards).
 */
export async function freshDatabase(databaseUrl: string | undefined): Promise<BenchDatabase> {
  if (!databaseUrl) {
    const engine = process.env.EMBEDDED_ENGINE === 'pglite' ? 'pglite' : 'postgres';
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'elevate-bench-'));
    // Run as root, the database runs as another user, who must reach DATA_DIR (mkdtemp: 700).
    await chmod(dataDir, 0o755);
    return {
      kind: engine === 'pglite' ? 'PGlite' : 'Embedded PostgreSQL',
      env: { DATA_DIR: dataDir, EMBEDDED_ENGINE: engine },
      options: { dataDir, engine },
      dataDir,
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `elevate_bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(databaseUrl, `CREATE DATABASE ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'PostgreSQL',
    env: { DATABASE_URL: url.toString() },
    options: { databaseUrl: url.toString() },
    drop: () => adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await client.unsafe(text);
  } finally {
    await client.end();
  }
}
