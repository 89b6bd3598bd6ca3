import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Which source files write which table (decision 0046). Each table has one
 * door, and this list is it: a write from anywhere else fails here.
 * Migrations and tests (including the helpers under src/test) are not
 * scanned.
 */
const src = path.resolve(import.meta.dirname, '../..');

const ALLOWED: Record<string, string[]> = {
  transactions: [
    'modules/transactions/transaction-changes.ts',
    // A reconcile's marks and a transfer's two rows: one statement each (decision 0052).
    'modules/transactions/transaction-reconcile.ts',
    // A rule applied to past transactions, undone and redone: a chunk per statement (decision 0054).
    'modules/transactions/transaction-rule-changes.ts',
    // A tag renamed or deleted on every row carrying it: one statement (decision 0053).
    'modules/transactions/transaction-tags.ts',
    'modules/transactions/transaction-transfers.ts',
    'modules/transactions/transaction-writes.ts',
  ],
  budgets: ['modules/budgets/budget-rows.ts'],
  budget_categories: ['modules/budgets/category-rows.ts'],
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
    it(`${table} is written only by its door (${allowed.join(', ')})`, () => {
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
    expect(
      writesTable('sql`insert into budget_categories (budget_id) values (1)`', 'budget_categories'),
    ).toBe(true);
    expect(writesTable('sql`update budgets set version = version + 1`', 'budgets')).toBe(true);
    expect(writesTable('sql`select * from budgets b for update of b`', 'budgets')).toBe(false);
    expect(
      writesTable('sql`insert into budget_categories (budget_id) values (1)`', 'budgets'),
    ).toBe(false);
  });
});
