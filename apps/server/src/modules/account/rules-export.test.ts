import { MAX_RULES } from '@elevate/shared/schemas/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/app.ts';
import { accountFiles } from '../../test/account-files.ts';
import { upload } from '../imports/import-test-helpers.ts';

// Decision 0054: a ledger's rules go out with its export, in order, and come back with a restore.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const files = accountFiles(() => t);
const exportOf = async (user: TestUser) => (await files.exportOf(user)).json();
const { restore } = files;

const rule = (name: string) => ({
  name,
  match: 'any',
  conditions: [
    { field: 'description', op: 'startsWith', value: name.toLowerCase() },
    { field: 'amount', op: 'between', value: [-50, -1.5] },
  ],
  actions: [
    { type: 'setCategory', value: 'Groceries' },
    { type: 'setType', value: 'expense' },
    { type: 'addTag', value: 'food' },
  ],
});

const listOf = async (user: TestUser) =>
  ((await apiClient(t.app, user).get('/api/rules')).body.rules as Record<string, unknown>[]).map(
    ({ _id, ...rest }) => rest,
  );

async function userWithRules() {
  const user = await createTestUser(t);
  const api = apiClient(t.app, user);
  const ids: string[] = [];
  for (const name of ['Aldi', 'Bakery', 'Cinema']) {
    ids.push((await api.post('/api/rules', rule(name))).body._id);
  }
  // Cinema first: the file keeps the order, not the creation.
  expect((await api.put('/api/rules/order', { ids: [ids[2], ids[0], ids[1]] })).status).toBe(200);
  return user;
}

describe('rules in the export and the restore', () => {
  it('go out in order, each as the API takes it, and come back in that order', async () => {
    const user = await userWithRules();
    const file = await exportOf(user);
    expect(file.rules).toEqual([rule('Cinema'), rule('Aldi'), rule('Bakery')]);
    const target = await createTestUser(t);
    expect((await restore(target, file)).statusCode).toBe(200);
    expect(await listOf(target)).toEqual(await listOf(user));
    expect((await listOf(target)).map((r) => `${r.order}:${r.name}`)).toEqual([
      '0:Cinema',
      '1:Aldi',
      '2:Bakery',
    ]);
    // The restored ledger holds data: a second restore into it is refused.
    expect((await restore(target, { ...file, transactions: [], budgets: [] })).statusCode).toBe(
      409,
    );
  });

  it('restores a file made before rules, with none', async () => {
    const file = await exportOf(await userWithRules());
    delete file.rules;
    const target = await createTestUser(t);
    expect((await restore(target, file)).statusCode).toBe(200);
    expect(await listOf(target)).toEqual([]);
  });

  it('refuses a rule the API would refuse, and more rules than a ledger holds, writing nothing', async () => {
    const file = await exportOf(await userWithRules());
    const target = await createTestUser(t);
    const hostile = [
      [{ ...rule('X'), conditions: [{ field: 'description', op: 'regex', value: '(a+)+$' }] }],
      [{ ...rule('X'), extra: true }],
      [{ ...rule('X'), actions: [] }],
      [
        {
          ...rule('X'),
          actions: [
            {
              type: 'split',
              // Every part but the last needs an amount.
              value: {
                by: 'amount',
                parts: [{ category: 'Food' }, { category: 'Home' }],
              },
            },
          ],
        },
      ],
      Array(10_000).fill(rule('Many')),
    ];
    for (const rules of hostile) {
      const res = await restore(target, { ...file, rules });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].param).toMatch(/^rules/);
    }
    const over = await restore(target, { ...file, rules: Array(MAX_RULES + 1).fill(rule('A')) });
    expect(over.json().errors).toContainEqual({
      param: 'rules',
      msg: `A ledger can hold at most ${MAX_RULES} rules`,
    });
    expect(await listOf(target)).toEqual([]);
    expect(
      (await restore(target, { ...file, rules: Array(MAX_RULES).fill(rule('A')) })).statusCode,
    ).toBe(200);
    expect(await listOf(target)).toHaveLength(MAX_RULES);
  });

  it("turns an older file's import rules into rules after the file's own, in the file's order", async () => {
    const file = await exportOf(await userWithRules());
    expect(file).not.toHaveProperty('importRules');
    file.importRules = [
      { contains: 'zeta shop', category: 'Shops', type: null },
      { contains: 'acme payroll', category: 'Wages', type: 'income' },
      { contains: 'alpha', category: 'Misc', type: null },
    ];
    const target = await createTestUser(t);
    expect((await restore(target, file)).statusCode).toBe(200);
    const restored = await listOf(target);
    expect(restored.map((r) => `${r.order}:${r.name}`)).toEqual([
      '0:Cinema',
      '1:Aldi',
      '2:Bakery',
      '3:zeta shop → Shops',
      '4:acme payroll → Wages',
      '5:alpha → Misc',
    ]);
    expect(restored[4]).toEqual({
      name: 'acme payroll → Wages',
      order: 4,
      match: 'all',
      conditions: [{ field: 'description', op: 'contains', value: 'acme payroll' }],
      actions: [
        { type: 'setCategory', value: 'Wages' },
        { type: 'setType', value: 'income' },
      ],
    });
    // And they run: the import's preview of a payroll row is categorised by the moved rule.
    const csv = Buffer.from('Date,Description,Amount\n2026-07-01,ACME PAYROLL JULY,-10\n');
    const preview = await upload(t.app, target, 'p.csv', csv);
    expect(preview.body.rows[0]).toMatchObject({ category: 'Wages', type: 'income' });
  });
});
