import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ledgerActivity } from '../../db/schema.ts';
import { apiClient, type ApiClient } from '../../test/api-client.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/app.ts';
import { createSharedLedger, inLedger } from '../../test/shared-ledger.ts';
import { pruneActivity } from './activity-service.ts';

const ruleBody = (name: string, text: string) => ({
  name,
  match: 'all',
  conditions: [{ field: 'description', op: 'contains', value: text }],
  actions: [{ type: 'setCategory', value: 'Food' }],
});

let t: TestApp;
let owner: TestUser;
let editor: TestUser;
let viewer: TestUser;
let stranger: TestUser;
let ledgerId: string;
let asOwner: ApiClient;
let asEditor: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createTestUser(t, { name: 'Olga' });
  editor = await createTestUser(t, { name: 'Eddie' });
  viewer = await createTestUser(t, { name: 'Vera' });
  stranger = await createTestUser(t, { name: 'Sam' });
  ledgerId = await createSharedLedger(t.database.db, owner, [
    { user: editor, role: 'editor' },
    { user: viewer, role: 'viewer' },
  ]);
  asOwner = apiClient(t.app, inLedger(owner, ledgerId));
  asEditor = apiClient(t.app, inLedger(editor, ledgerId));
});
afterAll(() => t.close());

const log = (api: ApiClient, query = '') => api.get(`/api/ledgers/${ledgerId}/activity${query}`);

/** The log is written just after each answer: wait until it holds `count` entries. */
async function logOf(count: number, query = '') {
  return vi.waitFor(
    async () => {
      const res = await log(asOwner, query);
      expect(res.status).toBe(200);
      expect(res.body.events).toHaveLength(count);
      return res.body.events as Record<string, unknown>[];
    },
    { timeout: 10_000, interval: 50 },
  );
}

describe('the activity log of a ledger', () => {
  let transactionId: string;
  let budgetId: string;

  it('records who created, edited and deleted a transaction, newest first', async () => {
    const budget = await asOwner.post('/api/budgets', {
      month: '2026-03-01',
      categories: [{ name: 'Food', type: 'expense', budgetedAmount: 300 }],
    });
    expect(budget.status).toBe(201);
    budgetId = budget.body._id;
    const created = await asEditor.post('/api/transactions', {
      date: '2026-03-04',
      description: 'Groceries',
      amount: 42.5,
      type: 'expense',
      category: 'Food',
    });
    expect(created.status).toBe(201);
    transactionId = created.body._id;
    await logOf(2);
    const updated = await asEditor.put(`/api/transactions/${transactionId}`, { amount: 40 });
    expect(updated.status).toBe(200);
    await logOf(3);
    expect((await asOwner.del(`/api/transactions/${transactionId}`)).status).toBe(200);

    const events = await logOf(4);
    expect(events.map((e) => [e.action, e.entity])).toEqual([
      ['deleted', 'transaction'],
      ['updated', 'transaction'],
      ['created', 'transaction'],
      ['created', 'budget'],
    ]);
    expect(events[3]).toMatchObject({
      actor: { userId: owner.id, name: 'Olga' },
      entityId: budgetId,
      summary: '2026-03',
    });
    expect(events[2]).toMatchObject({
      actor: { userId: editor.id, name: 'Eddie' },
      entityId: transactionId,
      summary: 'Groceries · 42.50 · 2026-03-04',
    });
    expect(events[1]).toMatchObject({ summary: 'Groceries · 40.00 · 2026-03-04' });
    expect(events[0]).toMatchObject({
      actor: { userId: owner.id, name: 'Olga' },
      entityId: transactionId,
      summary: '',
    });
    expect(Date.parse(events[0]!.at as string)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('records a rule and nothing for a refused write', async () => {
    const rule = await asEditor.post('/api/rules', ruleBody('Amazon', 'amazon'));
    expect(rule.status).toBe(201);
    const events = await logOf(5);
    expect(events[0]).toMatchObject({
      action: 'created',
      entity: 'rule',
      entityId: rule.body._id,
      summary: 'Amazon',
    });
    const asViewer = apiClient(t.app, inLedger(viewer, ledgerId));
    const refused = await asViewer.post('/api/rules', ruleBody('X', 'x'));
    expect(refused.status).toBe(403);
    const bad = await asEditor.post('/api/transactions', { description: 'no amount' });
    expect(bad.status).toBe(400);
    // A write that did happen afterwards is the next entry: the refused ones left none.
    expect((await asEditor.del(`/api/rules/${rule.body._id}`)).status).toBe(200);
    const after = await logOf(6);
    expect(after[0]).toMatchObject({ action: 'deleted', entity: 'rule' });
  });

  it('pages and filters by entity and actor', async () => {
    const first = await log(asOwner, '?limit=2');
    const second = await log(asOwner, '?limit=2&page=2');
    const all = await logOf(6);
    expect([...first.body.events, ...second.body.events]).toEqual(all.slice(0, 4));
    expect((await log(asOwner, '?limit=4&page=2')).body.events).toEqual(all.slice(4));
    expect((await log(asOwner, '?page=9')).body.events).toEqual([]);

    const transactions = await logOf(3, '?entity=transaction');
    expect(transactions.every((e) => e.entity === 'transaction')).toBe(true);
    const byEditor = await logOf(4, `?actor=${editor.id}`);
    expect(byEditor.every((e) => (e.actor as { userId: string }).userId === editor.id)).toBe(true);
    expect((await logOf(2, `?entity=transaction&actor=${editor.id}`)).map((e) => e.action)).toEqual(
      ['updated', 'created'],
    );
  });

  it('refuses filters it does not know with a 400 naming them', async () => {
    const entity = await log(asOwner, '?entity=spaceship');
    expect(entity.status).toBe(400);
    expect(entity.body.errors[0].param).toBe('entity');
    const actor = await log(asOwner, '?actor=Eddie');
    expect(actor.status).toBe(400);
    expect(actor.body.errors[0].param).toBe('actor');
    expect((await log(asOwner, '?limit=101')).status).toBe(400);
    expect((await log(asOwner, '?page=0')).status).toBe(400);
  });

  it('is open to a viewer and answers a stranger like a missing ledger', async () => {
    const seen = await log(apiClient(t.app, viewer));
    expect(seen.status).toBe(200);
    expect(seen.body.events).toHaveLength(6);
    const refused = await log(apiClient(t.app, stranger));
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ msg: 'Ledger not found' });
    const missing = await apiClient(t.app, owner).get(
      '/api/ledgers/00000000-0000-4000-8000-000000000000/activity',
    );
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ msg: 'Ledger not found' });
  });

  it('keeps the writes of each ledger apart', async () => {
    const own = apiClient(t.app, stranger);
    const rule = await own.post('/api/rules', ruleBody('Rent', 'rent'));
    expect(rule.status).toBe(201);
    const mine = await vi.waitFor(
      async () => {
        const res = await own.get(`/api/ledgers/${stranger.id}/activity`);
        expect(res.body.events).toHaveLength(1);
        return res.body.events;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(mine[0]).toMatchObject({ actor: { userId: stranger.id }, entity: 'rule' });
    expect((await log(asOwner)).body.events).toHaveLength(6);
  });

  it('shows and keeps 400 days: older entries are hidden, then pruned', async () => {
    const at = (days: number) => sql`now() - make_interval(days => ${days})`;
    await t.database.db.insert(ledgerActivity).values([
      {
        ledgerId,
        actorId: owner.id,
        action: 'created',
        entity: 'goal',
        summary: 'old',
        at: at(401),
      },
      {
        ledgerId,
        actorId: owner.id,
        action: 'created',
        entity: 'goal',
        summary: 'kept',
        at: at(399),
      },
    ]);
    const goals = await logOf(1, '?entity=goal');
    expect(goals[0]).toMatchObject({ summary: 'kept' });
    expect(await pruneActivity(t.database.db)).toBe(1);
    const left = await t.database.db
      .select({ summary: ledgerActivity.summary })
      .from(ledgerActivity)
      .where(sql`${ledgerActivity.entity} = 'goal'`);
    expect(left).toEqual([{ summary: 'kept' }]);
  });

  it("logs a category's rename and deletion as the category's, not the budget's", async () => {
    const renamed = await asEditor.patch(`/api/budgets/${budgetId}/categories`, {
      name: 'Food',
      type: 'expense',
      newName: 'Groceries',
    });
    expect(renamed.status).toBe(200);
    await logOf(1, '?entity=category');
    const deleted = await asOwner.del(
      `/api/budgets/${budgetId}/categories?name=Groceries&type=expense`,
    );
    expect(deleted.status).toBe(200);

    const events = await logOf(2, '?entity=category');
    expect(events.map((e) => [e.action, e.entity, e.entityId, e.summary])).toEqual([
      ['deleted', 'category', budgetId, 'Groceries · 2026-03'],
      ['updated', 'category', budgetId, 'Food → Groceries · 2026-03'],
    ]);
    // The budget itself was only created.
    expect((await logOf(1, '?entity=budget'))[0]).toMatchObject({ action: 'created' });
  });
});
