import { randomUUID } from 'node:crypto';
import { LEDGER_HEADER, type Endpoint } from '@elevate/shared/contract/endpoint';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../test/app.ts';
import { contractEndpoints } from '../test/contract-endpoints.ts';
import { createSharedLedger } from '../test/shared-ledger.ts';

/**
 * Isolation fuzz (decision 0049): the real ids of one ledger's rows, sent by a
 * member of other ledgers on every endpoint of ledger data, in every path
 * parameter, in their own ledgers and with random ledger headers, never answer
 * a success and never carry a byte of the hidden ledger's data.
 */

const SECRET = 'Zebra-7f3c secret';

const ledgerEndpoints = async () => (await contractEndpoints()).filter((e) => e.ledger);

let t: TestApp;
let endpoints: Endpoint[];
let outsider: TestUser;
let outsiderLedger: string;
let hiddenIds: string[];

beforeAll(async () => {
  t = await createTestApp({ DATA_RATE_LIMIT_PER_MINUTE: '100000' });
  endpoints = await ledgerEndpoints();
  const owner = await createTestUser(t);
  outsider = await createTestUser(t);
  const hidden = await createSharedLedger(t.database.db, owner);
  // The outsider owns a ledger of their own, with data, so a leak would have somewhere to hide.
  outsiderLedger = await createSharedLedger(t.database.db, outsider);
  const db = t.database.db;
  const one = async (q: ReturnType<typeof sql>) =>
    rowsOf<{ id: string }>(await db.execute(q))[0]!.id;
  const budget = await one(sql`
    insert into budgets (ledger_id, month) values (${hidden}, '2026-11-01') returning id`);
  hiddenIds = [
    budget,
    await one(sql`
      insert into budget_categories (ledger_id, budget_id, name, type, budgeted_cents)
      values (${hidden}, ${budget}, ${SECRET}, 'expense', 5000) returning id`),
    // Tagged too (decision 0053): the tag lists and the tag report must not show it either.
    await one(sql`
      insert into transactions (ledger_id, date, description, amount_cents, type, category, tags)
      values (${hidden}, '2026-11-03', ${SECRET}, -1234, 'expense', ${SECRET}, array[${SECRET}])
      returning id`),
    await one(sql`
      insert into goals (ledger_id, name, target_cents, category)
      values (${hidden}, ${SECRET}, 100000, ${SECRET}) returning id`),
    await one(sql`
      insert into recurring_rules (ledger_id, description, amount_cents, type, category, frequency,
        interval, start_date, auto, next_index, next_date)
      values (${hidden}, ${SECRET}, -100, 'expense', ${SECRET}, 'monthly', 1, '2026-11-05', false, 0,
        '2026-11-05') returning id`),
    await one(sql`
      insert into import_rules (ledger_id, contains, category) values (${hidden}, ${SECRET}, ${SECRET})
      returning id`),
    await one(sql`
      insert into rules (ledger_id, position, name, match, conditions, actions)
      values (${hidden}, 0, ${SECRET}, 'all',
        ${JSON.stringify([{ field: 'description', op: 'contains', value: SECRET }])}::jsonb,
        ${JSON.stringify([{ type: 'setCategory', value: SECRET }])}::jsonb) returning id`),
    await one(sql`
      insert into imports (ledger_id, file_name, format, row_count, expires_at)
      values (${hidden}, ${SECRET}, 'csv', 1, now() + interval '1 day') returning id`),
    hidden,
  ];
  await db.execute(sql`
    insert into transactions (ledger_id, date, description, amount_cents, type, category)
    values (${outsiderLedger}, '2026-11-04', 'Mine', -500, 'expense', 'Food')`);
});
afterAll(() => t.close());

/** A seeded pseudo-random order, so a failure names a case that runs again the same way. */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i -= 1) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

async function probe(e: Endpoint, ledger: string | undefined, id: () => string) {
  const res = await t.app.inject({
    method: e.method,
    url: `${e.path.replace(/:([A-Za-z]+)/g, () => id())}${e.method === 'GET' ? '?month=2026-11' : ''}`,
    headers: { ...outsider.headers, ...(ledger ? { [LEDGER_HEADER]: ledger } : {}) },
    ...(e.method === 'GET' || e.method === 'DELETE' ? {} : { payload: { name: 'x' } }),
  });
  return {
    name: `${e.method} ${e.path} [${ledger ?? 'personal'}]`,
    status: res.statusCode,
    body: res.body,
  };
}

describe('isolation fuzz across ledgers', () => {
  it("another ledger's ids never answer a success nor show its data, in any ledger of the caller", async () => {
    const withParams = endpoints.filter((e) => e.path.includes(':'));
    expect(withParams.length).toBeGreaterThan(10);
    let cases = 0;
    for (const ledger of [undefined, outsiderLedger]) {
      for (const e of withParams) {
        for (const hiddenId of hiddenIds) {
          const res = await probe(e, ledger, () => hiddenId);
          cases += 1;
          expect({ name: res.name, ok: res.status < 300 }).toEqual({ name: res.name, ok: false });
          expect(res.status).toBeLessThan(500);
          expect(res.body).not.toContain(SECRET);
        }
      }
    }
    expect(cases).toBeGreaterThan(150);
  });

  it("lists and reads in the caller's own ledgers never include the hidden ledger's rows", async () => {
    for (const ledger of [undefined, outsiderLedger]) {
      for (const e of endpoints.filter((x) => x.method === 'GET' && !x.path.includes(':'))) {
        const res = await probe(e, ledger, () => '');
        expect(res.status).toBeLessThan(500);
        expect({ name: res.name, leak: res.body.includes(SECRET) }).toEqual({
          name: res.name,
          leak: false,
        });
        for (const id of hiddenIds) expect(res.body).not.toContain(id);
      }
    }
  });

  it('random and hidden ledger headers answer 404 before anything is read', async () => {
    const headers = shuffled([...hiddenIds, randomUUID(), randomUUID(), 'x', ''], 42);
    for (const e of shuffled(endpoints, 7)) {
      for (const ledger of headers.slice(0, 4)) {
        if (ledger === '') continue;
        const res = await probe(e, ledger, () => hiddenIds[2]!);
        expect({ name: res.name, status: res.status }).toEqual({ name: res.name, status: 404 });
        expect(res.body).not.toContain(SECRET);
      }
    }
  });
});
