import { SPLIT_TRANSFER, splitSumMessage } from '@elevate/shared/schemas/splits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/app.ts';
import { accountFiles } from '../../test/account-files.ts';
import { keptAndComputed } from '../../test/kept-counters.ts';

// Decision 0055: a split row's parts go out with the export and come back with a restore.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const files = accountFiles(() => t);
const exportOf = (user: TestUser, kind: 'json' | 'csv' = 'json') =>
  files.exportOf(user, kind === 'csv' ? '/api/account/export.csv' : '/api/account/export');
const { restore } = files;

async function userWithSplit() {
  const user = await createTestUser(t);
  const api = apiClient(t.app, user);
  const res = await api.post('/api/transactions', {
    date: '2026-07-01',
    description: 'Supermarket',
    amount: 50,
    type: 'expense',
    notes: 'weekly',
    splits: [
      { category: 'Groceries', amount: 35.5, notes: '=cheese' },
      { category: 'Household', amount: 14.5 },
    ],
  });
  expect(res.status).toBe(201);
  await api.post('/api/transactions', {
    date: '2026-07-02',
    description: 'Cinema',
    amount: 12,
    type: 'expense',
    category: 'Fun',
  });
  await api.post('/api/recurring', {
    description: 'Paycheck',
    amount: 3000,
    type: 'income',
    frequency: 'monthly',
    interval: 1,
    startDate: '2099-01-01',
    auto: true,
    splits: [
      { category: 'Salary', amount: 2700 },
      { category: 'Pension', amount: 300 },
    ],
  });
  return { user, api };
}

describe('split transactions in the export and the restore', () => {
  it('go out with their parts and come back with them, the totals exact', async () => {
    const { user, api } = await userWithSplit();
    const file = (await exportOf(user)).json();
    const split = file.transactions.find(
      (row: { description: string }) => row.description === 'Supermarket',
    );
    expect(split).toMatchObject({
      category: null,
      amountCents: 5000,
      parts: [
        { category: 'Groceries', amountCents: 3550, notes: '=cheese' },
        { category: 'Household', amountCents: 1450, notes: null },
      ],
    });
    expect(file.recurringRules[0]).toMatchObject({
      category: null,
      parts: [{ amountCents: 270000 }, {}],
    });
    const target = await createTestUser(t);
    expect((await restore(target, file)).statusCode).toBe(200);
    const list = async (who: TestUser) =>
      (
        (await apiClient(t.app, who).get('/api/transactions')).body.transactions as Record<
          string,
          unknown
        >[]
      ).map(({ description, category, splits, amount }) => ({
        description,
        category,
        splits,
        amount,
      }));
    expect(await list(target)).toEqual(await list(user));
    expect((await apiClient(t.app, target).get('/api/recurring')).body[0]).toMatchObject({
      category: null,
      splits: [
        { category: 'Salary', amount: 2700 },
        { category: 'Pension', amount: 300 },
      ],
    });
    const { kept, computed } = await keptAndComputed(t.database.db, target.id);
    expect(kept).toEqual(computed);
    expect(kept.totals).toContainEqual(
      expect.objectContaining({ category_key: 'household', amount_cents: 1450 }),
    );
    expect((await api.get('/api/transactions')).status).toBe(200);
  });

  it('are one CSV line per part, formula cells neutralised', async () => {
    const { user } = await userWithSplit();
    const csv = (await exportOf(user, 'csv')).body.split('\r\n');
    expect(csv).toContain(
      '"2026-07-01","Supermarket","Groceries","expense",35.50,"\'=cheese","Main account",""',
    );
    expect(csv).toContain(
      '"2026-07-01","Supermarket","Household","expense",14.50,"weekly","Main account",""',
    );
    expect(csv.filter((line) => line.includes('Supermarket'))).toHaveLength(2);
  });

  it('refuse a file whose parts do not add up or split a transfer, and restore nothing', async () => {
    const { user } = await userWithSplit();
    const file = (await exportOf(user)).json();
    const index = file.transactions.findIndex(
      (row: { description: string }) => row.description === 'Supermarket',
    );
    const bad = structuredClone(file);
    bad.transactions[index].amountCents = 5001;
    const target = await createTestUser(t);
    const res = await restore(target, bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      param: `transactions.${index}.parts`,
      msg: splitSumMessage(5001, 5000),
    });
    const transfer = structuredClone(file);
    transfer.transactions[index].transfer = 'pair';
    const refused = await restore(target, transfer);
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain(SPLIT_TRANSFER);
    expect((await apiClient(t.app, target).get('/api/transactions')).body.transactions).toEqual([]);
  });
});
