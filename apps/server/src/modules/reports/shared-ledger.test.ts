import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_NOT_FOUND, VIEWER_CANNOT_WRITE } from '../../plugins/ledger-access.ts';
import { apiClient, type ApiClient } from '../../test/api-client.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/app.ts';
import { createSharedLedger, inLedger } from '../../test/shared-ledger.ts';

// Decision 0049: reports and insights read the ledger's data, whichever member
// wrote it; kept answers and dismissals are the ledger's, not a member's.

let t: TestApp;
let ledgerId: string;
const users: Record<'owner' | 'editor' | 'viewer' | 'stranger', TestUser> = {} as never;

/** The user's calls on the shared ledger (the header), or on their personal one (none). */
const as = (who: keyof typeof users, shared = true): ApiClient =>
  apiClient(t.app, shared ? inLedger(users[who], ledgerId) : users[who]);

const MONTH = '2026-01';
const SUMMARY = `/api/reports/summary?from=${MONTH}&to=${MONTH}`;
const PAYEES = `/api/reports/payees?from=${MONTH}&to=${MONTH}`;
const INSIGHTS = `/api/insights?month=${MONTH}`;

const lines = [
  { name: 'Salary', type: 'income', budgetedAmount: 0 },
  { name: 'Food', type: 'expense', budgetedAmount: 100 },
];
const tx = (description: string, amount: number, type: string, category: string) => ({
  date: `${MONTH}-05`,
  description,
  amount,
  type,
  category,
});

/** A month's budget and pay, so the month has money not budgeted yet (an insight). */
async function payday(api: ApiClient) {
  expect((await api.post('/api/budgets', { month: `${MONTH}-01`, categories: lines })).status).toBe(
    201,
  );
  expect(
    (await api.post('/api/transactions', tx('Paycheck', 3000, 'income', 'Salary'))).status,
  ).toBe(201);
}

const totals = async (api: ApiClient) => {
  const [month] = (await api.get(SUMMARY)).body.months;
  return { income: month.income.actual, expense: month.expense.actual };
};

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['owner', 'editor', 'viewer', 'stranger'] as const) {
    users[who] = await createTestUser(t);
  }
  ledgerId = await createSharedLedger(t.database.db, users.owner, [
    { user: users.editor, role: 'editor' },
    { user: users.viewer, role: 'viewer' },
  ]);
  await payday(as('owner'));
});
afterAll(() => t.close());

describe('reports of a shared ledger', () => {
  it("count every member's writes, a kept answer following another member's write", async () => {
    expect(await totals(as('viewer'))).toEqual({ income: 3000, expense: 0 });
    // Asked again: the kept answer, until a write to the ledger by anyone.
    expect(await totals(as('owner'))).toEqual({ income: 3000, expense: 0 });
    expect(
      (await as('editor').post('/api/transactions', tx('Market', 40, 'expense', 'Food'))).status,
    ).toBe(201);
    expect(await totals(as('viewer'))).toEqual({ income: 3000, expense: 40 });
    expect((await as('owner').get(`${PAYEES}&type=expense`)).body).toEqual({
      payees: [{ description: 'Market', total: 40, count: 1 }],
    });
  });

  it("stay apart from each member's personal ledger", async () => {
    const personal = as('editor', false);
    const before = (await as('viewer').get(SUMMARY)).body;
    expect(
      (await personal.post('/api/transactions', tx('Own', 999, 'expense', 'Food'))).status,
    ).toBe(201);
    expect(await totals(personal)).toEqual({ income: 0, expense: 999 });
    expect((await personal.get(`${PAYEES}&type=expense`)).body.payees).toEqual([
      { description: 'Own', total: 999, count: 1 },
    ]);
    expect((await as('viewer').get(SUMMARY)).body).toEqual(before);
    expect((await as('stranger').get(SUMMARY)).body).toEqual({ msg: LEDGER_NOT_FOUND });
    expect((await as('stranger').get(PAYEES)).status).toBe(404);
  });
});

describe('insights of a shared ledger', () => {
  let dismissed = '';

  it('are dismissed for every member at once, by a member who may write', async () => {
    const [unbudgeted] = (await as('viewer').get(INSIGHTS)).body.insights;
    expect(unbudgeted).toMatchObject({ kind: 'unbudgeted' });
    expect((await as('stranger').get(INSIGHTS)).status).toBe(404);
    expect(await as('stranger').post(`/api/insights/${unbudgeted.id}/dismiss`, {})).toEqual({
      status: 404,
      body: { msg: LEDGER_NOT_FOUND },
    });
    expect(await as('viewer').post(`/api/insights/${unbudgeted.id}/dismiss`, {})).toEqual({
      status: 403,
      body: { msg: VIEWER_CANNOT_WRITE },
    });
    expect((await as('owner').get(INSIGHTS)).body.insights).toEqual([unbudgeted]);

    expect((await as('editor').post(`/api/insights/${unbudgeted.id}/dismiss`, {})).status).toBe(
      200,
    );
    dismissed = unbudgeted.id;
    for (const who of ['owner', 'editor', 'viewer'] as const) {
      expect((await as(who).get(INSIGHTS)).body).toEqual({ insights: [] });
    }
  });

  it("leave the same insight of a member's personal ledger undismissed", async () => {
    const personal = as('owner', false);
    await payday(personal);
    const [own] = (await personal.get(INSIGHTS)).body.insights;
    // The same kind, month and subject: the same id as the one dismissed in the shared ledger.
    expect(own).toMatchObject({ id: dismissed, kind: 'unbudgeted' });
    expect((await as('owner').get(INSIGHTS)).body).toEqual({ insights: [] });
    expect((await personal.post(`/api/insights/${own.id}/dismiss`, {})).status).toBe(200);
    expect((await personal.get(INSIGHTS)).body).toEqual({ insights: [] });
  });
});
