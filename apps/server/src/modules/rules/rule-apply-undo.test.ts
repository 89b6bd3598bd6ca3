import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { keptAndComputed } from '../../test/kept-counters.ts';
import { KEPT_APPLICATIONS } from './rule-application-writes.ts';
import { APPLICATION_MESSAGES } from './rule-application-steps.ts';
import {
  addRows,
  applyRule,
  createRule,
  newUser,
  readRow,
  readRows,
  reconcile,
  redo,
  ruleOn,
  storedApplications,
  undo,
} from '../../test/rule-apply-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const everyAction = [
  { type: 'setCategory', value: 'Dining' },
  { type: 'setType', value: 'expense' },
  { type: 'setDescription', value: 'Lunch' },
  { type: 'setNotes', value: 'Work lunch' },
  { type: 'addTag', value: 'work' },
];

/** The triggers' totals, counts, texts, balances and tag counts still add up to the rows. */
async function expectKept(ledgerId: string) {
  const { kept, computed } = await keptAndComputed(t.database.db, ledgerId);
  expect(kept).toEqual(computed);
}

/** Three rows the rule changes (each in its own way) and one it does not match. */
async function seed() {
  const { user, api } = await newUser(t);
  const rows = await addRows(api, [
    { date: '2026-04-01', description: 'Lunch deli', notes: 'with Ann', tags: ['Food'] },
    { date: '2026-04-02', description: 'LUNCH truck', type: 'savings', category: 'Box' },
    { date: '2026-04-03', description: 'lunch bar', tags: ['WORK'] },
    { date: '2026-04-04', description: 'Dinner' },
  ]);
  const ids = rows.map((row) => row._id);
  const ruleId = await createRule(api, ruleOn('lunch', everyAction));
  return { user, api, ids, ruleId, original: await readRows(api, ids) };
}

describe('apply a rule, undo and redo', () => {
  it('a real run changes the rows at once; undo restores them exactly; redo applies again', async () => {
    const { user, api, ids, ruleId, original } = await seed();
    const res = await applyRule(api, ruleId, { dryRun: false });
    expect(res.body).toEqual({ matched: 3, changed: 3, applicationId: expect.any(String) });
    const applied = await readRows(api, ids);
    expect(applied.map((row) => [row?.description, row?.category, row?.notes, row?.tags])).toEqual([
      // The ledger spells the tag as the row that brought it did.
      ['Lunch', 'Dining', 'Work lunch', ['Food', 'WORK']],
      ['Lunch', 'Dining', 'Work lunch', ['WORK']],
      ['Lunch', 'Dining', 'Work lunch', ['WORK']],
      ['Dinner', 'Misc', null, []],
    ]);
    expect(applied[1]?.type).toBe('expense');
    await expectKept(user.id);
    const { applicationId } = res.body;
    expect(await storedApplications(t, user.id)).toEqual([
      { id: applicationId, state: 'applied', changes: 3 },
    ]);

    expect(await undo(api, applicationId)).toEqual({
      status: 200,
      body: { changed: 3, skipped: 0 },
    });
    expect(await readRows(api, ids)).toEqual(original);
    expect((await storedApplications(t, user.id))[0]?.state).toBe('undone');
    await expectKept(user.id);

    expect(await redo(api, applicationId)).toEqual({
      status: 200,
      body: { changed: 3, skipped: 0 },
    });
    expect(await readRows(api, ids)).toEqual(applied);
    await expectKept(user.id);
  });

  it('undo leaves rows edited, deleted or reconciled since; redo leaves rows changed since the undo', async () => {
    const { api, ids, ruleId, original } = await seed();
    const { applicationId } = (await applyRule(api, ruleId, { dryRun: false })).body;
    const [edited, deleted, locked] = ids;
    expect((await api.put(`/api/transactions/${edited}`, { notes: 'mine' })).status).toBe(200);
    const editedRow = await readRow(api, edited!);
    expect((await api.del(`/api/transactions/${deleted}`)).status).toBe(200);
    await reconcile(t, [locked!]);
    const lockedRow = await readRow(api, locked!);

    // Each of the three changed rows was edited, deleted or reconciled: none goes back.
    expect((await undo(api, applicationId)).body).toEqual({ changed: 0, skipped: 3 });
    expect(await readRow(api, edited!)).toEqual(editedRow);
    expect(await readRow(api, deleted!)).toBeNull();
    expect(await readRow(api, locked!)).toEqual(lockedRow);
    expect(await redo(api, applicationId)).toEqual({
      status: 200,
      body: { changed: 0, skipped: 3 },
    });
    expect(await readRow(api, ids[3]!)).toEqual(original[3]);
  });

  it('undo skips the edited row and restores the rest; a redo then skips the row edited after it', async () => {
    const { api, ids, ruleId, original } = await seed();
    const { applicationId } = (await applyRule(api, ruleId, { dryRun: false })).body;
    expect((await api.put(`/api/transactions/${ids[0]}`, { category: 'Treats' })).status).toBe(200);
    expect((await undo(api, applicationId)).body).toEqual({ changed: 2, skipped: 1 });
    expect((await readRow(api, ids[0]!))?.category).toBe('Treats');
    expect(await readRows(api, ids.slice(1))).toEqual(original.slice(1));

    // An amount is not the rule's to set: a row with only a new amount is still as the undo left it.
    expect(
      (await api.put(`/api/transactions/${ids[1]}`, { description: 'Food truck' })).status,
    ).toBe(200);
    expect((await api.put(`/api/transactions/${ids[2]}`, { amount: 99 })).status).toBe(200);
    expect((await redo(api, applicationId)).body).toEqual({ changed: 1, skipped: 2 });
    expect((await readRow(api, ids[1]!))?.description).toBe('Food truck');
    expect((await readRow(api, ids[2]!))?.description).toBe('Lunch');
  });

  it('undo is only for an applied application and redo only for an undone one (409)', async () => {
    const { api, ruleId } = await seed();
    const { applicationId } = (await applyRule(api, ruleId, { dryRun: false })).body;
    expect(await redo(api, applicationId)).toEqual({
      status: 409,
      body: { msg: APPLICATION_MESSAGES.notUndone },
    });
    expect((await undo(api, applicationId)).status).toBe(200);
    expect(await undo(api, applicationId)).toEqual({
      status: 409,
      body: { msg: APPLICATION_MESSAGES.notApplied },
    });
  });

  it('a parallel burst of undos undoes once; the others are refused (429 or 409); the same for redos', async () => {
    const { api, ids, ruleId, original } = await seed();
    const { applicationId } = (await applyRule(api, ruleId, { dryRun: false })).body;
    const applied = await readRows(api, ids);
    for (const [step, rows] of [
      [undo, original],
      [redo, applied],
    ] as const) {
      const results = await Promise.all(Array.from({ length: 8 }, () => step(api, applicationId)));
      // One runs per ledger at a time (429 while it does); one that came after it finds the
      // application already stepped (409). Either way exactly one step happens.
      const statuses = results.map((res) => res.status);
      expect(statuses.filter((status) => status === 200)).toEqual([200]);
      expect(statuses.every((status) => [200, 409, 429].includes(status))).toBe(true);
      expect(results.find((res) => res.status === 200)?.body).toEqual({ changed: 3, skipped: 0 });
      expect(await readRows(api, ids)).toEqual(rows);
      expect((await step(api, applicationId)).status).toBe(409);
    }
  });

  it('budget actuals move to the new category and back after the undo', async () => {
    const { api } = await newUser(t);
    const budget = await api.post('/api/budgets', {
      month: '2026-05-01',
      categories: [
        { name: 'Food', type: 'expense', budgetedAmount: 200 },
        { name: 'Coffee', type: 'expense', budgetedAmount: 30 },
      ],
    });
    expect(budget.status).toBe(201);
    await addRows(api, [
      { date: '2026-05-03', description: 'Coffee shop', amount: 4.5, category: 'Food' },
      { date: '2026-05-09', description: 'Coffee beans', amount: 12, category: 'Food' },
      { date: '2026-05-10', description: 'Market', amount: 50, category: 'Food' },
      { date: '2026-06-01', description: 'Coffee shop', amount: 5, category: 'Food' },
    ]);
    const actuals = async () => {
      const [month] = (await api.get('/api/budgets?month=2026-05-01')).body;
      return Object.fromEntries(
        (month.categories as { name: string; actualAmount: number }[]).map((c) => [
          c.name,
          c.actualAmount,
        ]),
      );
    };
    expect(await actuals()).toEqual({ Food: 66.5, Coffee: 0 });
    const id = await createRule(api, ruleOn('coffee', [{ type: 'setCategory', value: 'Coffee' }]));
    const { applicationId } = (await applyRule(api, id, { dryRun: false })).body;
    expect(await actuals()).toEqual({ Food: 50, Coffee: 16.5 });
    expect((await undo(api, applicationId)).status).toBe(200);
    expect(await actuals()).toEqual({ Food: 66.5, Coffee: 0 });
  });
});

describe('stored applications', () => {
  it(`a ledger keeps its ${KEPT_APPLICATIONS} newest; an older one is gone (404)`, async () => {
    const { user, api, ruleId } = await seed();
    await t.database.db.execute(sql`
      insert into rule_applications (ledger_id, rule_id, created_at)
      select ${user.id}, ${ruleId}, now() - make_interval(days => i)
      from generate_series(1, ${KEPT_APPLICATIONS}) as i`);
    const [oldest] = (await storedApplications(t, user.id)).slice(-1);
    const { applicationId } = (await applyRule(api, ruleId, { dryRun: false })).body;
    const kept = await storedApplications(t, user.id);
    expect(kept).toHaveLength(KEPT_APPLICATIONS);
    expect(kept[0]?.id).toBe(applicationId);
    expect(kept.map((a) => a.id)).not.toContain(oldest!.id);
    expect(await undo(api, oldest!.id)).toEqual({
      status: 404,
      body: { msg: APPLICATION_MESSAGES.notFound },
    });
  });

  it("a real run, its undo and redo are each one entry of the log, as the transactions'; a dry run none", async () => {
    const { user, api, ruleId } = await seed();
    const byRule = async () => {
      await t.app.ledgerWritesLogged();
      const res = await api.get(`/api/ledgers/${user.id}/activity`);
      return (res.body.events as { entity: string; action: string; summary: string }[])
        .filter((e) => e.summary.startsWith('by a rule'))
        .map((e) => `${e.action} ${e.entity}: ${e.summary}`);
    };
    expect((await applyRule(api, ruleId, { dryRun: true })).status).toBe(200);
    expect(await byRule()).toEqual([]);
    const { applicationId, changed } = (await applyRule(api, ruleId, { dryRun: false })).body;
    await undo(api, applicationId);
    await redo(api, applicationId);
    // Newest first.
    expect(await byRule()).toEqual([
      `updated transaction: by a rule · ${changed} changed · 0 skipped`,
      `undone transaction: by a rule · ${changed} changed · 0 skipped`,
      `updated transaction: by a rule · ${changed} changed`,
    ]);
  });
});
