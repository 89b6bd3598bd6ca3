import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';

export interface BenchDatabase {
  kind: 'PGlite' | 'PostgreSQL';
  /** What the server process needs in its environment to use it. */
  env: Record<string, string>;
  options: { databaseUrl?: string; dataDir?: string };
  drop(): Promise<void>;
}

/**
 * A database nobody else uses: a temporary PGlite directory, or a new
 * database on the server that DATABASE_URL names (dropped afterwards).
 */
export async function freshDatabase(databaseUrl: string | undefined): Promise<BenchDatabase> {
  if (!databaseUrl) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'elevate-bench-'));
    return {
      kind: 'PGlite',
      env: { DATA_DIR: dataDir },
      options: { dataDir },
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
