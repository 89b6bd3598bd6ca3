import { describe, expect, it } from 'vitest';
import { signedInUserPerFile } from '../../test/per-file.ts';
import { fixture, upload } from './import-test-helpers.ts';

const { t, user, api } = signedInUserPerFile();

type Budget = { categories: { name: string; type: string; actualAmount: number }[] };
const actuals = async (budgetId: string) => {
  const res = await api.get(`/api/budgets/${budgetId}`);
  expect(res.status).toBe(200);
  return Object.fromEntries(
    (res.body as Budget).categories.map((c) => [`${c.type}:${c.name}`, c.actualAmount]),
  );
};

type Listed = { description: string; category: string | null; splits: unknown[] };
const listed = async () => {
  const res = await api.get('/api/transactions?limit=100');
  expect(res.status).toBe(200);
  const rows = res.body.transactions as Listed[];
  return new Map(rows.map((row) => [row.description, row]));
};

describe('an import carries split parts (decision 0055)', () => {
  it("previews a QIF's split lines, confirms them as split transactions counted per part, and undoes them", async () => {
    const budget = await api.post('/api/budgets', {
      month: '2026-03-01',
      categories: [{ name: 'Groceries', type: 'expense', budgetedAmount: 300 }],
    });
    expect(budget.status).toBe(201);

    const preview = await upload(t.app, user, 'quicken-splits.qif', fixture('quicken-splits.qif'));
    expect(preview.status).toBe(201);
    expect(preview.body).toMatchObject({ format: 'qif', count: 5, duplicates: 0 });
    const rows = preview.body.rows;
    expect(rows[0]).toMatchObject({
      description: 'COSTCO WHOLESALE',
      amount: 100,
      type: 'expense',
      category: '',
      categorySource: 'file',
      splits: [
        { category: 'Groceries', type: 'expense', amount: 70, notes: 'Food' },
        { category: 'Household', type: 'expense', amount: 25.5, notes: null },
        { category: 'Uncategorized', type: 'expense', amount: 4.5, notes: 'Moved to savings' },
      ],
    });
    // Split lines that do not add up, a single split line, a part of 0: unsplit, as before.
    expect(rows.slice(1).map((row: { category: string; splits: unknown[] }) => row)).toMatchObject([
      { category: 'Shopping', splits: [] },
      { category: 'Health', splits: [] },
      {
        type: 'income',
        category: '',
        splits: [
          { category: 'Salary', type: 'income', amount: 900, notes: null },
          { category: 'Bonus', type: 'income', amount: 100, notes: 'Q1 bonus' },
        ],
      },
      { category: 'Uncategorized', splits: [] },
    ]);
    // A later page reads the parts back from the stored rows.
    const page = await api.get(`/api/imports/${preview.body.importId}/rows?page=1&limit=5`);
    expect(page.body.rows).toEqual(rows);

    const confirmed = await api.post(`/api/imports/${preview.body.importId}/confirm`, {});
    expect(confirmed).toEqual({ status: 200, body: { imported: 5, skipped: 0, linked: 0 } });
    const saved = await listed();
    expect(saved.get('COSTCO WHOLESALE')).toMatchObject({
      category: null,
      splits: rows[0].splits,
    });
    expect(saved.get('PAYROLL')).toMatchObject({ category: null, splits: rows[3].splits });
    expect(saved.get('TARGET')).toMatchObject({ category: 'Shopping', splits: [] });
    // Each part counts in its own category; the parts' categories were added to the budget.
    expect(await actuals(budget.body._id)).toMatchObject({
      'expense:Groceries': 70,
      'expense:Household': 25.5,
      'expense:Uncategorized': 14.5,
      'expense:Shopping': 50,
      'expense:Health': 20,
      'income:Salary': 900,
      'income:Bonus': 100,
    });
    const detail = await api.get(`/api/imports/${preview.body.importId}`);
    expect(detail.body).toMatchObject({ remaining: 5, edited: 0 });

    // The same file again: the split rows are duplicates like any other.
    const again = await upload(t.app, user, 'quicken-splits.qif', fixture('quicken-splits.qif'));
    expect(again.body.rows.map((row: { duplicate: boolean }) => row.duplicate)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);

    const undone = await api.del(`/api/imports/${preview.body.importId}`);
    expect(undone).toEqual({ status: 200, body: { removed: 5, edited: 0, restored: 0 } });
    expect((await listed()).size).toBe(0);
    expect(await actuals(budget.body._id)).toMatchObject({
      'expense:Groceries': 0,
      'expense:Household': 0,
      'expense:Uncategorized': 0,
      'income:Salary': 0,
      'income:Bonus': 0,
    });
  });

  it("splits a row by a rule's split (by percent); a category given at confirm files it unsplit", async () => {
    const rule = await api.post('/api/rules', {
      name: 'Utilities',
      match: 'any',
      conditions: [
        { field: 'description', op: 'contains', value: 'utility' },
        { field: 'description', op: 'contains', value: 'costco' },
      ],
      actions: [
        {
          type: 'split',
          value: {
            by: 'percent',
            parts: [
              { category: 'Power', percent: 60, notes: 'meter' },
              { category: 'Water', percent: 40 },
            ],
          },
        },
      ],
    });
    expect(rule.status).toBe(201);
    const file = Buffer.from(
      [
        '!Type:Bank',
        ...['D4/1/2026', 'T-90.01', 'PUTILITY CO', 'LBills', '^'],
        ...['D4/2/2026', 'T-60.00', 'PUTILITY CO', '^'],
        // The file's own split wins over the rule's.
        ...['D4/3/2026', 'T-10.00', 'PCOSTCO', 'SFood', '$-6.00', 'SDrinks', '$-4.00', '^'],
      ].join('\n'),
    );
    const preview = await upload(t.app, user, 'utility.qif', file);
    expect(preview.status).toBe(201);
    expect(preview.body.rows).toMatchObject([
      {
        category: '',
        categorySource: 'rule',
        ruleId: rule.body._id,
        splits: [
          { category: 'Power', type: 'expense', amount: 54.01, notes: 'meter' },
          { category: 'Water', type: 'expense', amount: 36, notes: null },
        ],
      },
      {
        category: '',
        splits: [
          { category: 'Power', amount: 36 },
          { category: 'Water', amount: 24 },
        ],
      },
      {
        category: '',
        categorySource: 'file',
        ruleId: null,
        splits: [
          { category: 'Food', amount: 6 },
          { category: 'Drinks', amount: 4 },
        ],
      },
    ]);

    const confirmed = await api.post(`/api/imports/${preview.body.importId}/confirm`, {
      changes: [{ index: 1, category: 'Bills' }],
    });
    expect(confirmed.body).toEqual({ imported: 3, skipped: 0, linked: 0 });
    const res = await api.get('/api/transactions?limit=100');
    const saved = (res.body.transactions as (Listed & { amount: number })[]).filter((row) =>
      row.description.startsWith('UTILITY'),
    );
    expect(saved.map((row) => [row.amount, row.category, row.splits.length]).sort()).toEqual([
      [60, 'Bills', 0],
      [90.01, null, 2],
    ]);
    const undone = await api.del(`/api/imports/${preview.body.importId}`);
    expect(undone.body).toMatchObject({ removed: 3, edited: 0 });
  });

  it('a hostile QIF of 100,000 split lines in one record is imported unsplit', async () => {
    const lines = ['!Type:Bank', 'D5/1/2026', 'T-1000.00', 'PHOSTILE', 'LBills'];
    for (let i = 0; i < 100_000; i += 1) lines.push(`SPart ${i}`, '$-0.01');
    lines.push('^');
    const preview = await upload(t.app, user, 'hostile.qif', Buffer.from(lines.join('\n')));
    expect(preview.status).toBe(201);
    expect(preview.body.rows).toMatchObject([
      { description: 'HOSTILE', amount: 1000, category: 'Bills', splits: [] },
    ]);
  });
});
