import { MAX_APPLY_PREVIEW } from '@elevate/shared/schemas/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  addRows,
  applyRule,
  createRule,
  newUser,
  readRow,
  readRows,
  reconcile,
  ruleOn,
  storedApplications,
} from '../../test/rule-apply-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fields = (row: Record<string, unknown> | null) => ({
  type: row?.type,
  category: row?.category,
  description: row?.description,
  notes: row?.notes,
  tags: row?.tags,
  splits: row?.splits,
});

describe('apply a rule: dry run', () => {
  it('counts what matches and what changes, lists the changes oldest first, and writes nothing', async () => {
    const { user, api } = await newUser(t);
    const [late, done, , early] = await addRows(api, [
      { date: '2026-03-05', description: 'Coffee House', amount: 4.5 },
      { date: '2026-03-01', description: 'coffee beans', category: 'Coffee' },
      { date: '2026-03-02', description: 'Tea room' },
      { date: '2026-03-03', description: 'COFFEE cart', amount: 3 },
    ]);
    const id = await createRule(api, ruleOn('coffee', [{ type: 'setCategory', value: 'Coffee' }]));
    const before = await readRows(api, [late!._id, done!._id, early!._id]);

    const res = await applyRule(api, id, { dryRun: true });
    const misc = fields(early!);
    expect(res).toEqual({
      status: 200,
      body: {
        matched: 3,
        changed: 2,
        transactions: [
          {
            _id: early!._id,
            date: '2026-03-03T00:00:00.000Z',
            amount: 3,
            before: misc,
            after: { ...misc, category: 'Coffee' },
          },
          {
            _id: late!._id,
            date: '2026-03-05T00:00:00.000Z',
            amount: 4.5,
            before: fields(late!),
            after: { ...fields(late!), category: 'Coffee' },
          },
        ],
      },
    });
    expect(await readRows(api, [late!._id, done!._id, early!._id])).toEqual(before);
    expect(await storedApplications(t, user.id)).toEqual([]);
  });

  it(`lists at most ${MAX_APPLY_PREVIEW} changes, the oldest, and counts them all`, async () => {
    const { user, api } = await newUser(t);
    await t.database.db.execute(sql`
      insert into transactions (ledger_id, date, description, amount_cents, type, category)
      select ${user.id}, timestamptz '2026-01-01T00:00:00Z' + make_interval(days => 131 - i),
        'Gym ' || i, 1000 + i, 'expense', 'Misc'
      from generate_series(1, 130) as i`);
    const id = await createRule(api, ruleOn('gym', [{ type: 'setCategory', value: 'Health' }]));
    const res = await applyRule(api, id, { dryRun: true });
    expect(res.body).toMatchObject({ matched: 130, changed: 130 });
    const dates = (res.body.transactions as { date: string }[]).map((row) => row.date);
    expect(dates).toHaveLength(MAX_APPLY_PREVIEW);
    expect(dates[0]).toBe('2026-01-02T00:00:00.000Z');
    expect(dates).toEqual([...dates].sort());
    expect(dates.at(-1)).toBe('2026-04-11T00:00:00.000Z');
  });
});

describe('apply a rule: the dates', () => {
  it('takes from and to as UTC days, both included', async () => {
    const { api } = await newUser(t);
    const rows = await addRows(api, [
      { date: '2026-02-28T23:59:59.000Z', description: 'Bus fare' },
      { date: '2026-03-01T00:00:00.000Z', description: 'Bus fare' },
      { date: '2026-03-31T23:59:59.000Z', description: 'Bus fare' },
      { date: '2026-04-01T00:00:00.000Z', description: 'Bus fare' },
    ]);
    const id = await createRule(api, ruleOn('bus', [{ type: 'setCategory', value: 'Transit' }]));
    const count = async (range: Record<string, string>) =>
      (await applyRule(api, id, { dryRun: true, ...range })).body.matched;
    expect(await count({ from: '2026-03-01', to: '2026-03-31' })).toBe(2);
    expect(await count({ from: '2026-03-01' })).toBe(3);
    expect(await count({ to: '2026-03-01' })).toBe(2);
    expect(await count({ from: '2026-03-31', to: '2026-03-31' })).toBe(1);
    expect(await count({ from: '2026-04-02' })).toBe(0);
    expect(await count({})).toBe(4);

    const res = await applyRule(api, id, { dryRun: false, from: '2026-03-01', to: '2026-03-31' });
    expect(res.body).toMatchObject({ matched: 2, changed: 2 });
    const categories = (
      await readRows(
        api,
        rows.map((row) => row._id),
      )
    ).map((r) => r?.category);
    expect(categories).toEqual(['Misc', 'Transit', 'Transit', 'Misc']);
  });
});

describe('apply a rule: each action', () => {
  it('sets the category, type, description and notes', async () => {
    const { api } = await newUser(t);
    const [refund, noted, other] = await addRows(api, [
      { date: '2026-05-01', description: 'Shop refund 123', notes: 'old' },
      { date: '2026-05-02', description: 'shop REFUND 456' },
      { date: '2026-05-03', description: 'Shop' },
    ]);
    const id = await createRule(
      api,
      ruleOn('refund', [
        { type: 'setCategory', value: 'Refunds' },
        { type: 'setType', value: 'income' },
        { type: 'setDescription', value: 'Shop refund' },
        { type: 'setNotes', value: 'Returned' },
      ]),
    );
    expect((await applyRule(api, id, { dryRun: false })).body).toMatchObject({
      matched: 2,
      changed: 2,
      applicationId: expect.any(String),
    });
    const wanted = {
      type: 'income',
      category: 'Refunds',
      description: 'Shop refund',
      notes: 'Returned',
      tags: [],
      splits: [],
    };
    expect(fields(await readRow(api, refund!._id))).toEqual(wanted);
    expect(fields(await readRow(api, noted!._id))).toEqual(wanted);
    expect(await readRow(api, other!._id)).toEqual(other);
  });

  it('empty notes clear them, and a row already as the rule says is matched, not changed', async () => {
    const { api } = await newUser(t);
    const [noted, bare] = await addRows(api, [
      { date: '2026-05-01', description: 'Parking', notes: 'meter' },
      { date: '2026-05-02', description: 'Parking' },
    ]);
    const id = await createRule(api, ruleOn('parking', [{ type: 'setNotes', value: '' }]));
    const res = await applyRule(api, id, { dryRun: false });
    expect(res.body).toMatchObject({ matched: 2, changed: 1 });
    expect((await readRow(api, noted!._id))?.notes).toBeNull();
    expect(await readRow(api, bare!._id)).toEqual(bare);
  });

  it("adds tags not there whatever their case, in the ledger's spelling, up to 20", async () => {
    const { api } = await newUser(t);
    const nineteen = Array.from({ length: 19 }, (_, i) => `t${i}`);
    const [tagged, bare, full, almost] = await addRows(api, [
      { date: '2026-06-01', description: 'Hotel Rome', tags: ['Trip'] },
      { date: '2026-06-02', description: 'Hotel Paris' },
      { date: '2026-06-03', description: 'Hotel Oslo', tags: [...nineteen, 'last'] },
      { date: '2026-06-04', description: 'Hotel Bern', tags: nineteen },
    ]);
    const id = await createRule(
      api,
      ruleOn('hotel', [
        { type: 'addTag', value: 'TRIP' },
        { type: 'addTag', value: 'Lodging' },
      ]),
    );
    const res = await applyRule(api, id, { dryRun: false });
    expect(res.body).toMatchObject({ matched: 4, changed: 3 });
    expect((await readRow(api, tagged!._id))?.tags).toEqual(['Trip', 'Lodging']);
    expect((await readRow(api, bare!._id))?.tags).toEqual(['Trip', 'Lodging']);
    expect(await readRow(api, full!._id)).toEqual(full);
    expect((await readRow(api, almost!._id))?.tags).toEqual([...nineteen, 'Trip']);
  });

  it('a run that changes nothing stores nothing', async () => {
    const { user, api } = await newUser(t);
    const [row] = await addRows(api, [
      { date: '2026-07-01', description: 'Groceries and wine', category: 'Food' },
    ]);
    const id = await createRule(api, ruleOn('groceries', [{ type: 'setCategory', value: 'Food' }]));
    expect((await applyRule(api, id, { dryRun: true })).body).toEqual({
      matched: 1,
      changed: 0,
      transactions: [],
    });
    expect((await applyRule(api, id, { dryRun: false })).body).toEqual({
      matched: 1,
      changed: 0,
      applicationId: null,
    });
    expect(await readRow(api, row!._id)).toEqual(row);
    expect(await storedApplications(t, user.id)).toEqual([]);
  });
});

describe('apply a rule: transfers', () => {
  it('a transfer keeps its type; its other fields change like any row', async () => {
    const { api } = await newUser(t);
    const accounts = (await api.get('/api/accounts')).body.accounts as { _id: string }[];
    const savings = (
      await api.post('/api/accounts', { name: 'Savings', type: 'savings', onBudget: true })
    ).body._id as string;
    const moved = await api.post('/api/transfers', {
      fromAccountId: accounts[0]!._id,
      toAccountId: savings,
      amount: 100,
      date: '2026-04-12',
    });
    expect(moved.status).toBe(201);
    const id = await createRule(
      api,
      ruleOn('transfer', [
        { type: 'setType', value: 'savings' },
        { type: 'setNotes', value: 'Moved' },
      ]),
    );
    expect((await applyRule(api, id, { dryRun: false })).body).toMatchObject({
      matched: 2,
      changed: 2,
    });
    const [from, to] = await readRows(api, [moved.body.from._id, moved.body.to._id]);
    expect([from?.type, from?.notes, to?.type, to?.notes]).toEqual([
      'expense',
      'Moved',
      'income',
      'Moved',
    ]);
  });
});

describe('apply a rule: reconciled rows', () => {
  it('counts them as matched and never changes them', async () => {
    const { api } = await newUser(t);
    const [locked, open] = await addRows(api, [
      { date: '2026-08-01', description: 'Rent August' },
      { date: '2026-09-01', description: 'Rent September' },
    ]);
    await reconcile(t, [locked!._id]);
    const kept = await readRow(api, locked!._id);
    const id = await createRule(api, ruleOn('rent', [{ type: 'setCategory', value: 'Housing' }]));
    const dry = await applyRule(api, id, { dryRun: true });
    expect(dry.body).toMatchObject({ matched: 2, changed: 1 });
    expect(dry.body.transactions.map((row: { _id: string }) => row._id)).toEqual([open!._id]);
    expect((await applyRule(api, id, { dryRun: false })).body).toMatchObject({
      matched: 2,
      changed: 1,
    });
    expect(await readRow(api, locked!._id)).toEqual(kept);
    expect((await readRow(api, open!._id))?.category).toBe('Housing');
  });
});
