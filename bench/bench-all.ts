/**
 * npm run bench: the embedded default (`npm start` without DATABASE_URL), then,
 * when DATABASE_URL is set, the same run against that PostgreSQL server. Each
 * run (bench/run.ts) writes its own section of docs/benchmarks.md.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const run = path.join(path.dirname(fileURLToPath(import.meta.url)), 'run.ts');
const { DATABASE_URL: databaseUrl, ...rest } = process.env;

for (const env of [rest, ...(databaseUrl ? [{ ...rest, DATABASE_URL: databaseUrl }] : [])]) {
  const result = spawnSync(process.execPath, [run], { env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
