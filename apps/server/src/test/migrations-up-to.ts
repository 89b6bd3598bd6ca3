import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll } from 'vitest';
import { migrationsFolder } from '../db/migrations-folder.ts';
import { rowsOf } from '../db/rows.ts';

/**
 * The migrations folder as it was up to `lastTag`, in a temporary folder: the SQL
 * files and a journal cut there, so a test can build a database as it stood then,
 * seed it, and run the later migrations over it. Remove the folder afterwards.
 */
export function migrationsUpTo(lastTag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'elevate-migrations-'));
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((e) => e.tag === lastTag);
  if (cut < 0) throw new Error(`no migration ${lastTag}`);
  const entries = journal.entries.slice(0, cut + 1);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) {
    fs.copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  }
  return dir;
}

/**
 * A PGlite database migrated up to `tag` for the whole test file (as the data of an
 * older release stood), and `migrateTo` to run the later migrations over it: up to
 * another tag, or all of them.
 */
export function databaseAtPerFile(tag: string) {
  const state = {} as { client: PGlite };
  const folders: string[] = [];
  const folderUpTo = (last: string) => {
    const dir = migrationsUpTo(last);
    folders.push(dir);
    return dir;
  };
  const db = () => drizzle(state.client);
  beforeAll(async () => {
    state.client = new PGlite();
    await state.client.waitReady;
    await migrate(db(), { migrationsFolder: folderUpTo(tag) });
  });
  afterAll(async () => {
    await state.client.close();
    for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    db,
    rows: async <T>(text: SQL) => rowsOf<T>(await db().execute(text)),
    migrateTo: (last?: string) =>
      migrate(db(), { migrationsFolder: last ? folderUpTo(last) : migrationsFolder }),
  };
}
