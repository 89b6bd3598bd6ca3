import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, createTestUser, type TestApp } from '../../test/app.ts';
import { createSharedLedger, inLedger } from '../../test/shared-ledger.ts';
import { APPLICATION_MESSAGES } from './rule-application-steps.ts';
import {
  addRows,
  applyRule,
  createRule,
  newUser,
  readRows,
  redo,
  ruleOn,
  storedApplications,
  undo,
} from '../../test/rule-apply-fixtures.ts';
import { RULE_NOT_FOUND } from './rule-service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const taxiRule = ruleOn('taxi', [{ type: 'setCategory', value: 'Transport' }]);

describe('apply a rule: ledgers', () => {
  it("another ledger's rule and application are not found, and its rows are never touched", async () => {
    const mine = await newUser(t);
    const theirs = await newUser(t);
    const theirRows = await addRows(theirs.api, [{ date: '2026-03-01', description: 'Taxi' }]);
    const theirRule = await createRule(theirs.api, taxiRule);
    const theirApplication = (await applyRule(theirs.api, theirRule, { dryRun: false })).body
      .applicationId as string;
    expect((await undo(theirs.api, theirApplication)).status).toBe(200);
    const theirState = await readRows(
      theirs.api,
      theirRows.map((row) => row._id),
    );

    const ruleGone = { status: 404, body: { msg: RULE_NOT_FOUND } };
    const applicationGone = { status: 404, body: { msg: APPLICATION_MESSAGES.notFound } };
    expect(await applyRule(mine.api, theirRule, { dryRun: true })).toEqual(ruleGone);
    expect(await applyRule(mine.api, theirRule, { dryRun: false })).toEqual(ruleGone);
    expect(await applyRule(mine.api, crypto.randomUUID(), { dryRun: true })).toEqual(ruleGone);
    expect(await undo(mine.api, theirApplication)).toEqual(applicationGone);
    expect(await redo(mine.api, theirApplication)).toEqual(applicationGone);
    expect(await redo(mine.api, crypto.randomUUID())).toEqual(applicationGone);

    // My own rule, the same words, over my ledger only.
    await addRows(mine.api, [{ date: '2026-03-01', description: 'Taxi' }]);
    const myRule = await createRule(mine.api, taxiRule);
    expect((await applyRule(mine.api, myRule, { dryRun: false })).body).toMatchObject({
      matched: 1,
      changed: 1,
    });
    expect(
      await readRows(
        theirs.api,
        theirRows.map((row) => row._id),
      ),
    ).toEqual(theirState);
    expect(await storedApplications(t, theirs.user.id)).toEqual([
      { id: theirApplication, state: 'undone', changes: 1 },
    ]);
  });

  it('a viewer may not apply, undo or redo (403); an editor may', async () => {
    const owner = await createTestUser(t);
    const [editor, viewer] = [await createTestUser(t), await createTestUser(t)];
    const ledger = await createSharedLedger(t.database.db, owner, [
      { user: editor, role: 'editor' },
      { user: viewer, role: 'viewer' },
    ]);
    const asEditor = apiClient(t.app, inLedger(editor, ledger));
    const asViewer = apiClient(t.app, inLedger(viewer, ledger));
    const rows = await addRows(asEditor, [{ date: '2026-03-01', description: 'Taxi home' }]);
    const rule = await createRule(asEditor, taxiRule);
    const applied = await applyRule(asEditor, rule, { dryRun: false });
    expect(applied.body).toMatchObject({ matched: 1, changed: 1 });
    const { applicationId } = applied.body;
    const before = await readRows(asViewer, [rows[0]!._id]);
    for (const res of [
      await applyRule(asViewer, rule, { dryRun: true }),
      await applyRule(asViewer, rule, { dryRun: false }),
      await undo(asViewer, applicationId),
      await redo(asViewer, applicationId),
    ]) {
      expect(res.status).toBe(403);
    }
    expect(await readRows(asViewer, [rows[0]!._id])).toEqual(before);
    expect(await storedApplications(t, ledger)).toEqual([
      { id: applicationId, state: 'applied', changes: 1 },
    ]);
    expect(await undo(asEditor, applicationId)).toEqual({
      status: 200,
      body: { changed: 1, skipped: 0 },
    });
  });
});

describe('apply a rule: bad input', () => {
  const badBodies: [string, unknown, string][] = [
    ['no dryRun', {}, 'dryRun'],
    ['dryRun not a boolean', { dryRun: 'yes' }, 'dryRun'],
    ['from after to', { dryRun: true, from: '2026-03-02', to: '2026-03-01' }, 'from'],
    ['a day that does not exist', { dryRun: true, from: '2026-02-30' }, 'from'],
    ['a date that is no date', { dryRun: true, to: 'March' }, 'to'],
    ['an unknown key', { dryRun: true, limit: 5 }, 'limit'],
  ];
  it.each(badBodies)('%s answers 400 with field errors', async (_, body, param) => {
    const { api } = await newUser(t);
    const rows = await addRows(api, [{ date: '2026-03-01', description: 'Taxi' }]);
    const rule = await createRule(api, taxiRule);
    const res = await applyRule(api, rule, body);
    expect(res.status).toBe(400);
    expect(res.body.errors.length).toBeGreaterThan(0);
    for (const e of res.body.errors) {
      expect(e).toEqual({ param: expect.any(String), msg: expect.any(String) });
    }
    expect(res.body.errors[0].param).toBe(param);
    expect(await readRows(api, [rows[0]!._id])).toEqual(rows);
  });

  it('a malformed id is a 400', async () => {
    const { api } = await newUser(t);
    expect((await applyRule(api, 'not-an-id', { dryRun: true })).status).toBe(400);
    expect((await undo(api, 'not-an-id')).status).toBe(400);
    expect((await redo(api, 'not-an-id')).status).toBe(400);
  });
});
