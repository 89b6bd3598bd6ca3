import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Which source files write which table (decision 0046). Transactions have one
 * door; budgets and budget_categories are still written from a few modules,
 * and this list pins them so a new writer is a decision, not an accident.
 * Migrations and tests (including the helpers under src/test) are not
 * scanned.
 */
const src = path.resolve(import.meta.dirname, '../..');

const ALLOWED: Record<string, string[]> = {
  transactions: [
    'modules/transactions/transaction-changes.ts',
    'modules/transactions/transaction-writes.ts',
  ],
  budgets: [
    'modules/account/sections/budgets.ts',
    'modules/budgets/budget-lock.ts',
    'modules/budgets/budget-service.ts',
    'modules/imports/confirm-import.ts',
    'seed/seed-user.ts',
  ],
  budget_categories: [
    'modules/account/sections/budgets.ts',
    'modules/budgets/category-rows.ts',
    'modules/budgets/category-service.ts',
    'modules/imports/confirm-import.ts',
    'seed/seed-user.ts',
  ],
};

/** The Drizzle table object's name for each SQL table. */
const DRIZZLE_NAME: Record<string, string> = {
  transactions: 'transactions',
  budgets: 'budgets',
  budget_categories: 'budgetCategories',
};

/**
 * A write of `table`: Drizzle's .insert/.update/.delete of its table object,
 * or SQL text inserting into, updating or deleting from it (quoted or not,
 * or the table object interpolated into a sql template).
 */
function writesTable(text: string, table: string): boolean {
  const object = DRIZZLE_NAME[table] ?? table;
  const drizzle = new RegExp(`\\.(insert|update|delete)\\(\\s*${object}\\s*\\)`);
  const name = `(${table}|"${table}"|\\$\\{${object}\\})`;
  const raw = new RegExp(`\\b(insert\\s+into|update|delete\\s+from)\\s+${name}(?![\\w"])`, 'i');
  return drizzle.test(text) || raw.test(text);
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'migrations' || full === path.join(src, 'test')
        ? []
        : sourceFiles(full);
    }
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const files = sourceFiles(src).map((file) => ({
  file: path.relative(src, file).split(path.sep).join('/'),
  text: fs.readFileSync(file, 'utf8'),
}));

describe('the writers of each table', () => {
  for (const [table, allowed] of Object.entries(ALLOWED)) {
    it(`${table} is written only by ${allowed.length} known files`, () => {
      const writers = files.filter(({ text }) => writesTable(text, table)).map(({ file }) => file);
      expect(writers.sort()).toEqual(allowed);
    });
  }

  it('sees every form of a write, and not reads or other tables', () => {
    for (const write of [
      'db.insert(transactions).values(rows)',
      'tx.update( transactions ).set({})',
      'tx.delete(transactions).where(x)',
      'sql`INSERT INTO transactions (id) select 1`',
      'sql`update "transactions" set notes = null`',
      'sql`Delete From transactions t using x`',
      'sql`insert into ${transactions} (id) values (1)`',
    ]) {
      expect(writesTable(write, 'transactions'), write).toBe(true);
    }
    for (const other of [
      'db.select().from(transactions)',
      'sql`select * from transactions where id = 1`',
      'sql`insert into transactions_archive (id) values (1)`',
      'sql`update budgets set version = version + 1`',
      'tx.delete(transactionsOld)',
    ]) {
      expect(writesTable(other, 'transactions'), other).toBe(false);
    }
    expect(writesTable('tx.update(budgetCategories).set({})', 'budget_categories')).toBe(true);
  });
});
