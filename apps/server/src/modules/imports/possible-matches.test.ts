import { toBeBudgeted } from '@elevate/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '../../test/api-client.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/app.ts';
import { upload } from './import-test-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STATEMENT = Buffer.from(
  [
    'Date,Description,Amount',
    '03/05/2026,NETFLIX.COM 866-579-7172,-15.49',
    '03/02/2026,ACME PAYROLL,"2,150.00"',
    '03/05/2026,SPOTIFY,-15.49',
    '03/25/2026,SHELL FUEL,-15.49',
  ].join('\n'),
);

interface Row {
  index: number;
  match: { _id: string; description: string; date: string } | null;
}
interface Tx {
  _id: string;
  date: string;
  description: string;
}

/** A user with a March budget and, typed by hand, Netflix and the payroll the bank also lists. */
async function handEntered() {
  const user: TestUser = await createTestUser(t);
  const api: ApiClient = apiClient(t.app, user);
  const budget = await api.post('/api/budgets', {
    month: '2026-03-01',
    categories: [
      { name: 'Salary', type: 'income', budgetedAmount: 0 },
      { name: 'Streaming', type: 'expense', budgetedAmount: 20 },
    ],
  });
  expect(budget.status).toBe(201);
  const add = (date: string, description: string, amount: number, type: string, category: string) =>
    api.post('/api/transactions', { date, description, amount, type, category });
  const netflix = await add('2026-03-03', 'Netflix', 15.49, 'expense', 'Streaming');
  await add('2026-03-01', 'Payroll', 2150, 'income', 'Salary');
  const list = async (): Promise<Tx[]> =>
    (await api.get('/api/transactions?month=2026-03')).body.transactions;
  const tbb = async () => toBeBudgeted((await api.get(`/api/budgets/${budget.body._id}`)).body);
  return { user, api, netflixId: netflix.body._id as string, list, tbb };
}

describe('possible matches', () => {
  it('offers hand-entered rows of the same amount a few days apart, each to one row only', async () => {
    const { user, api, netflixId } = await handEntered();
    const preview = await upload(t.app, user, 'march.csv', STATEMENT);
    expect(preview.status).toBe(201);
    expect(preview.body).toMatchObject({ duplicates: 0, matches: 2 });
    const rows = preview.body.rows as Row[];
    expect(rows[0]!.match).toMatchObject({
      _id: netflixId,
      description: 'Netflix',
      date: '2026-03-03T00:00:00.000Z',
      amount: 15.49,
      category: 'Streaming',
    });
    expect(rows[1]!.match).toMatchObject({ description: 'Payroll', type: 'income' });
    // Netflix is taken by the first row; fuel is 20 days away.
    expect(rows[2]!.match).toBeNull();
    expect(rows[3]!.match).toBeNull();
    const page = await api.get(`/api/imports/${preview.body.importId}/rows?limit=2`);
    expect((page.body.rows as Row[])[0]!.match).toMatchObject({ _id: netflixId });
  });

  it("link keeps one transaction with the bank's date and text, counted once; undo restores it", async () => {
    const { user, api, netflixId, list, tbb } = await handEntered();
    expect(await tbb()).toBe(2130);
    const preview = await upload(t.app, user, 'march.csv', STATEMENT);
    const confirmed = await api.post(`/api/imports/${preview.body.importId}/confirm`, {});
    expect(confirmed.body).toEqual({ imported: 2, skipped: 2, linked: 2 });
    const after = await list();
    expect(after).toHaveLength(4);
    expect(after.find((tx) => tx._id === netflixId)).toMatchObject({
      description: 'NETFLIX.COM 866-579-7172',
      date: '2026-03-05T00:00:00.000Z',
    });
    expect(await tbb()).toBe(2130);

    const undo = await api.del(`/api/imports/${preview.body.importId}`);
    expect(undo.body).toEqual({ removed: 2, edited: 0, restored: 2 });
    const restored = await list();
    expect(restored.map((tx) => tx.description).sort()).toEqual(['Netflix', 'Payroll']);
    expect(restored.find((tx) => tx._id === netflixId)?.date).toBe('2026-03-03T00:00:00.000Z');
    expect(await tbb()).toBe(2130);
  });

  it('keep both adds the row; a link may keep the existing date or text', async () => {
    const { user, api, netflixId, list, tbb } = await handEntered();
    const preview = await upload(t.app, user, 'march.csv', STATEMENT);
    const confirmed = await api.post(`/api/imports/${preview.body.importId}/confirm`, {
      matches: [
        { index: 0, action: 'link', date: 'existing', text: 'bank' },
        { index: 1, action: 'keepBoth' },
      ],
    });
    expect(confirmed.body).toEqual({ imported: 3, skipped: 1, linked: 1 });
    const after = await list();
    expect(
      after.filter((tx) => tx.description.includes('PAYROLL') || tx.description === 'Payroll'),
    ).toHaveLength(2);
    expect(after.find((tx) => tx._id === netflixId)).toMatchObject({
      description: 'NETFLIX.COM 866-579-7172',
      date: '2026-03-03T00:00:00.000Z',
    });
    expect(await tbb()).toBe(4280);
  });

  it('an undo keeps what the user changed on a linked transaction since', async () => {
    const { user, api, netflixId, list } = await handEntered();
    const preview = await upload(t.app, user, 'march.csv', STATEMENT);
    await api.post(`/api/imports/${preview.body.importId}/confirm`, {});
    await api.put(`/api/transactions/${netflixId}`, { description: 'Netflix family plan' });
    expect((await api.del(`/api/imports/${preview.body.importId}`)).body.restored).toBe(2);
    expect((await list()).find((tx) => tx._id === netflixId)).toMatchObject({
      description: 'Netflix family plan',
      date: '2026-03-03T00:00:00.000Z',
    });
  });

  it("never matches another user's transactions, and refuses an unknown action", async () => {
    await handEntered();
    const stranger = await createTestUser(t);
    const preview = await upload(t.app, stranger, 'march.csv', STATEMENT);
    expect((preview.body.rows as Row[]).every((row) => row.match === null)).toBe(true);
    const bad = await apiClient(t.app, stranger).post(
      `/api/imports/${preview.body.importId}/confirm`,
      { matches: [{ index: 0, action: 'merge' }] },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].msg).toBe('Action must be link or keepBoth');
  });
});
