import { LEDGER_HEADER } from '@elevate/shared/contract/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerMembers, ledgers, type LedgerRole } from '../../db/schema.ts';
import { LEDGER_NOT_FOUND, VIEWER_CANNOT_WRITE } from '../../plugins/ledger-access.ts';
import { apiClient, type ApiClient } from '../../test/api-client.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/app.ts';
import { MONTH_TAKEN, STALE_VERSION } from './budget-service.ts';

// Decision 0049: a ledger's budgets are one set for all its members, whoever
// wrote them, and apart from each member's personal ledger.

let t: TestApp;
let ledgerId: string;
const users: Record<'owner' | 'editor' | 'viewer' | 'stranger', TestUser> = {} as never;

/** The user's calls on the shared ledger (the header), or on their personal one (none). */
const as = (who: keyof typeof users, shared = true): ApiClient => {
  const user = users[who];
  return apiClient(
    t.app,
    shared ? { ...user, headers: { ...user.headers, [LEDGER_HEADER]: ledgerId } } : user,
  );
};

const food = (budgetedAmount: number) => [{ name: 'Food', type: 'expense', budgetedAmount }];
const spend = (api: ApiClient, date: string, amount: number, category: string) =>
  api.post('/api/transactions', { date, description: category, amount, type: 'expense', category });
const actual = (budget: { categories: { name: string; actualAmount: number }[] }, name: string) =>
  budget.categories.find((c) => c.name === name)?.actualAmount;

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['owner', 'editor', 'viewer', 'stranger'] as const) {
    users[who] = await createTestUser(t);
  }
  const [ledger] = await t.database.db
    .insert(ledgers)
    .values({ name: 'Household' })
    .returning({ id: ledgers.id });
  ledgerId = ledger!.id;
  const roles: [keyof typeof users, LedgerRole][] = [
    ['owner', 'owner'],
    ['editor', 'editor'],
    ['viewer', 'viewer'],
  ];
  await t.database.db
    .insert(ledgerMembers)
    .values(roles.map(([who, role]) => ({ ledgerId, userId: users[who].id, role })));
});
afterAll(() => t.close());

describe('budgets of a shared ledger', () => {
  it("are one set for its members: an editor reads and changes the owner's budget", async () => {
    const jan = (
      await as('owner').post('/api/budgets', { month: '2026-01-01', categories: food(300) })
    ).body;
    expect((await spend(as('editor'), '2026-01-10', 40, 'Food')).status).toBe(201);
    expect(actual((await as('owner').get(`/api/budgets/${jan._id}`)).body, 'Food')).toBe(40);

    // A rename by the editor carries the ledger's transactions of the month along.
    const renamed = await as('editor').patch(`/api/budgets/${jan._id}/categories`, {
      name: 'food',
      type: 'expense',
      newName: 'Groceries',
      budgetedAmount: 200,
    });
    expect(renamed.status).toBe(200);
    const seen = (await as('owner').get(`/api/budgets/${jan._id}`)).body;
    expect(seen.categories).toMatchObject([
      { name: 'Groceries', budgetedAmount: 200, actualAmount: 40 },
    ]);
    expect(seen.version).toBe(jan.version + 1);

    // One budget per month in the ledger, whichever member asks; a carry comes from the ledger's months.
    const again = await as('editor').post('/api/budgets', { month: '2026-01-01', categories: [] });
    expect(again).toEqual({ status: 409, body: { msg: MONTH_TAKEN } });
    const feb = await as('editor').post('/api/budgets', {
      month: '2026-02-01',
      categories: food(100),
      carryOver: true,
    });
    expect(feb.status).toBe(201);
    expect(feb.body.toBeBudgetedRollover).toBe(-200);
    expect((await as('owner').get('/api/budgets/months')).body).toEqual([
      '2026-02-01T00:00:00.000Z',
      '2026-01-01T00:00:00.000Z',
    ]);

    // 'Carry over' is the ledger's setting: turned on by the owner, read by the editor.
    const on = { name: 'Groceries', type: 'expense', carryOver: true };
    expect((await as('owner').put('/api/budgets/carry-over', on)).status).toBe(200);
    await as('editor').put(`/api/budgets/${feb.body._id}`, {
      categories: [{ name: 'Groceries', type: 'expense', budgetedAmount: 100 }],
    });
    const carried = (await as('editor').get(`/api/budgets/${feb.body._id}/carry-over`)).body;
    expect(carried.categories).toEqual([
      { name: 'Groceries', type: 'expense', carryOver: true, carried: 160, available: 260 },
    ]);
    const suggested = (await as('editor').get('/api/budgets/suggestions?month=2026-02')).body;
    expect(suggested.categories).toMatchObject([{ name: 'Groceries', type: 'expense' }]);
  });

  it("two members saving the same version: the second gets 409 and the first one's change stays", async () => {
    const budget = (
      await as('owner').post('/api/budgets', { month: '2026-06-01', categories: food(300) })
    ).body;
    const [ownerSave, editorSave] = [
      { version: budget.version, categories: food(250) },
      { version: budget.version, categories: food(999) },
    ];
    const first = await as('owner').put(`/api/budgets/${budget._id}`, ownerSave);
    expect(first.status).toBe(200);
    const second = await as('editor').put(`/api/budgets/${budget._id}`, editorSave);
    expect(second).toEqual({ status: 409, body: { msg: STALE_VERSION } });
    expect((await as('editor').get(`/api/budgets/${budget._id}`)).body).toEqual(first.body);
  });

  it("stay out of each member's personal ledger, and the personal budgets out of it", async () => {
    const [shared] = (await as('owner').get('/api/budgets?month=2026-01-01')).body;
    expect(shared).toBeDefined();
    const personal = as('editor', false);
    expect((await personal.get('/api/budgets')).body).toEqual([]);
    expect(await personal.get(`/api/budgets/${shared._id}`)).toEqual({
      status: 404,
      body: { msg: 'Budget not found' },
    });
    expect((await personal.del(`/api/budgets/${shared._id}`)).status).toBe(404);
    expect((await personal.get('/api/budgets/suggestions?month=2026-02')).body).toEqual({
      categories: [],
    });

    // The same month is free in the personal ledger, and its budget is not the shared one's.
    const own = await personal.post('/api/budgets', { month: '2026-01-01', categories: food(5) });
    expect(own.status).toBe(201);
    expect(actual(own.body, 'Food')).toBe(0);
    expect((await as('editor').get(`/api/budgets/${own.body._id}`)).status).toBe(404);
    expect((await as('editor').get(`/api/budgets/${shared._id}`)).body).toEqual(shared);
  });

  it("lets a viewer read and change nothing (403), and answers a stranger's header like a missing ledger", async () => {
    const before = (await as('owner').get('/api/budgets')).body;
    const viewer = as('viewer');
    expect((await viewer.get('/api/budgets')).body).toEqual(before);
    const [jan] = before.filter((b: { month: string }) => b.month.startsWith('2026-01'));
    const writes = [
      viewer.post('/api/budgets', { month: '2026-03-01', categories: [] }),
      viewer.put(`/api/budgets/${jan._id}`, { categories: [] }),
      viewer.del(`/api/budgets/${jan._id}`),
      viewer.patch(`/api/budgets/${jan._id}/categories`, {
        name: 'Groceries',
        type: 'expense',
        newName: 'X',
      }),
      viewer.del(`/api/budgets/${jan._id}/categories?name=Groceries&type=expense`),
      viewer.post(`/api/budgets/${jan._id}/rollover`, {}),
      viewer.put('/api/budgets/carry-over', {
        name: 'Groceries',
        type: 'expense',
        carryOver: false,
      }),
    ];
    for (const answer of await Promise.all(writes)) {
      expect(answer).toEqual({ status: 403, body: { msg: VIEWER_CANNOT_WRITE } });
    }
    expect((await as('owner').get('/api/budgets')).body).toEqual(before);

    const stranger = as('stranger');
    for (const answer of [
      await stranger.get('/api/budgets'),
      await stranger.get(`/api/budgets/${jan._id}`),
      await stranger.del(`/api/budgets/${jan._id}`),
    ]) {
      expect(answer).toEqual({ status: 404, body: { msg: LEDGER_NOT_FOUND } });
    }
    expect((await as('owner').get('/api/budgets')).body).toEqual(before);
  });
});
