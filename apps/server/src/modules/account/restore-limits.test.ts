import { PassThrough } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_ACCOUNTS_PER_LEDGER } from '@elevate/shared/schemas/accounts';
import { MAX_GOALS_PER_USER } from '@elevate/shared/schemas/goals';
import { MAX_IMPORT_RULES } from '@elevate/shared/schemas/imports';
import {
  MAX_RECURRING_COUNT,
  MAX_RECURRING_INTERVAL,
  MAX_RECURRING_RULES,
} from '@elevate/shared/schemas/recurring';
import { rowsOf } from '../../db/rows.ts';
import { createTestUser, type TestUser } from '../../test/app.ts';
import { appWithMailPerFile } from '../../test/per-file.ts';

const { t } = appWithMailPerFile();

const restore = (user: TestUser, payload: string | Buffer | PassThrough, headers = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/restore',
    headers: { ...user.headers, 'content-type': 'application/json', ...headers },
    payload,
  });

const emptyFile = () => ({
  format: 'elevate-export',
  version: 1,
  exportedAt: '2026-03-01T00:00:00.000Z',
  profile: {
    name: 'Restored',
    email: 'old@example.com',
    isVerified: true,
    hasPassword: true,
    providerLinked: false,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  settings: { hasCompletedOnboarding: true },
  budgets: [],
  transactions: [],
  goals: [] as unknown[],
  carryOvers: [],
  recurringRules: [] as unknown[],
  importRules: [] as unknown[],
});

const goal = (i: number) => ({
  name: `Goal ${i}`,
  targetCents: 10_000,
  targetDate: '2027-01-01',
  category: 'Savings',
  archived: false,
});
const rule = (fields: Record<string, unknown> = {}) => ({
  description: 'Rent',
  amountCents: -120_000,
  type: 'expense',
  category: 'Rent',
  frequency: 'monthly',
  interval: 1,
  startDate: '2026-01-01',
  endDate: null,
  count: null,
  lastDayOfMonth: false,
  auto: true,
  nextIndex: 0,
  nextDate: '2026-01-01',
  ...fields,
});
const importRule = (i: number) => ({ contains: `SHOP ${i}`, category: 'Food', type: 'expense' });
const account = (name: string, fields: Record<string, unknown> = {}) => ({
  name,
  type: 'checking',
  onBudget: true,
  openingBalanceCents: 0,
  openingDate: null,
  closed: false,
  isDefault: false,
  reconciledAt: null,
  createdAt: '2026-01-01T00:00:00.000000Z',
  ...fields,
});
const row = (fields: Record<string, unknown> = {}) => ({
  date: '2026-01-05T00:00:00.000000Z',
  description: 'Move',
  type: 'expense',
  category: 'Transfer',
  amountCents: 5000,
  notes: null,
  createdAt: '2026-01-05T10:00:00.000000Z',
  ...fields,
});
/** A file with a default 'Everyday' and a 'Savings' account, and `transactions`. */
const withAccounts = (
  transactions: unknown[],
  accounts: unknown[] = [
    account('Everyday', { isDefault: true }),
    account('Savings', { type: 'savings' }),
  ],
) => ({ ...emptyFile(), accounts, transactions });

/**
 * Every row of the ledger in the tables a restore or its catch-up writes; of its
 * accounts, those besides the first account as every ledger starts with it.
 */
async function rowsOwnedBy(ledgerId: string) {
  const [row] = rowsOf<Record<string, number>>(
    await t.database.db.execute(sql`select
      (select count(*)::int from goals where ledger_id = ${ledgerId}) as goals,
      (select count(*)::int from recurring_rules where ledger_id = ${ledgerId}) as rules,
      (select count(*)::int from recurring_occurrences where ledger_id = ${ledgerId}) as occurrences,
      (select count(*)::int from rules where ledger_id = ${ledgerId})
        + (select count(*)::int from import_rules where ledger_id = ${ledgerId}) as "ledgerRules",
      (select count(*)::int from transactions where ledger_id = ${ledgerId}) as transactions,
      (select count(*)::int from accounts where ledger_id = ${ledgerId}
        and not (is_default and name = 'Main account')) as "otherAccounts"`),
  );
  return row!;
}

/** A 400 in the field-error shape, naming `param`, after which the account holds nothing. */
async function expectRefused(file: unknown, param: RegExp) {
  const user = await createTestUser(t);
  const before = await rowsOwnedBy(user.id);
  const res = await restore(user, JSON.stringify(file));
  expect(res.statusCode).toBe(400);
  const body = res.json() as { errors: { param: string; msg: string }[] };
  expect(body.errors.some((e) => param.test(e.param) && e.msg.length > 0)).toBe(true);
  expect(await rowsOwnedBy(user.id)).toEqual(before);
  expect(Object.values(before).every((n) => n === 0)).toBe(true);
}

describe('restore validates like the API', () => {
  it('refuses more goals, recurring rules or import rules than the API lets an account hold', async () => {
    const many = <T>(n: number, make: (i: number) => T) =>
      Array.from({ length: n }, (_, i) => make(i));
    await expectRefused({ ...emptyFile(), goals: many(MAX_GOALS_PER_USER + 1, goal) }, /^goals$/);
    await expectRefused(
      { ...emptyFile(), recurringRules: many(MAX_RECURRING_RULES + 1, () => rule()) },
      /^recurringRules$/,
    );
    await expectRefused(
      { ...emptyFile(), importRules: many(MAX_IMPORT_RULES + 1, importRule) },
      /^importRules$/,
    );
  });

  it('takes exactly as many goals as the API allows', async () => {
    const user = await createTestUser(t);
    const file = {
      ...emptyFile(),
      goals: Array.from({ length: MAX_GOALS_PER_USER }, (_, i) => goal(i)),
    };
    expect((await restore(user, JSON.stringify(file))).statusCode).toBe(200);
    expect((await rowsOwnedBy(user.id)).goals).toBe(MAX_GOALS_PER_USER);
  });

  it("refuses a rule's interval or count beyond the API's, and fields the API refuses", async () => {
    const file = (r: unknown) => ({ ...emptyFile(), recurringRules: [r] });
    await expectRefused(
      file(rule({ interval: MAX_RECURRING_INTERVAL + 1 })),
      /recurringRules\.0\.interval/,
    );
    await expectRefused(file(rule({ count: MAX_RECURRING_COUNT + 1 })), /recurringRules\.0\.count/);
    await expectRefused(file(rule({ count: 0 })), /recurringRules\.0\.count/);
    await expectRefused(
      file(rule({ startDate: '2026-05-01', endDate: '2026-04-01' })),
      /recurringRules\.0\.endDate/,
    );
    await expectRefused(file(rule({ nextIndex: 2 ** 40 })), /recurringRules\.0\.nextIndex/);
    await expectRefused(
      { ...emptyFile(), goals: [{ ...goal(0), targetCents: -5 }] },
      /goals\.0\.targetCents/,
    );
    await expectRefused(
      { ...emptyFile(), importRules: [{ ...importRule(0), contains: '' }] },
      /importRules\.0\.contains/,
    );
  });

  it('refuses a daily automatic rule from 1900 that would create thousands of past rows', async () => {
    const file = {
      ...emptyFile(),
      recurringRules: [
        rule({ frequency: 'daily', startDate: '1900-01-01', nextDate: '1900-01-01' }),
      ],
    };
    await expectRefused(file, /recurringRules\.0\.startDate/);
  });

  it('restores a long-running rule that had caught up, without creating its past again', async () => {
    const user = await createTestUser(t);
    const file = {
      ...emptyFile(),
      // Monthly from 1990 and caught up to 2026-01: only the months since then are new.
      recurringRules: [rule({ startDate: '1990-01-01', nextIndex: 432, nextDate: '1990-01-01' })],
    };
    const res = await restore(user, JSON.stringify(file));
    expect(res.statusCode).toBe(200);
    const [saved] = rowsOf<{ next_date: string }>(
      await t.database.db.execute(
        sql`select next_date::text from recurring_rules where ledger_id = ${user.id}`,
      ),
    );
    // The next date follows from the schedule, whatever the file said.
    expect(saved!.next_date).toBe('2026-01-01');
  });
});

describe('restore checks the accounts and what the transactions say of them', () => {
  it("refuses a row naming an account the file's list has not got, never putting it elsewhere", async () => {
    await expectRefused(
      withAccounts([row({ account: 'Everyday' }), row({ account: 'Holiday fund' })]),
      /^transactions\.1\.account$/,
    );
    // A file without accounts names none.
    await expectRefused(
      { ...emptyFile(), transactions: [row({ account: 'Main account' })] },
      /^transactions\.0\.account$/,
    );
  });

  it('refuses two defaults, none, a closed default, and names that differ only in case', async () => {
    const refused = (accounts: unknown[], param: RegExp) =>
      expectRefused(withAccounts([], accounts), param);
    await refused(
      [account('A', { isDefault: true }), account('B', { isDefault: true })],
      /^accounts\.1\.isDefault$/,
    );
    await refused([account('A'), account('B')], /^accounts$/);
    await refused([account('A', { isDefault: true, closed: true })], /^accounts\.0\.closed$/);
    await refused(
      [account('Savings', { isDefault: true }), account('SAVINGS')],
      /^accounts\.1\.name$/,
    );
  });

  it("refuses an account's fields as the API would", async () => {
    const refused = (fields: Record<string, unknown>, param: RegExp) =>
      expectRefused(withAccounts([], [account('A', { isDefault: true, ...fields })]), param);
    await refused({ type: 'piggy bank' }, /^accounts\.0\.type$/);
    await refused({ name: '   ' }, /^accounts\.0\.name$/);
    await refused({ openingBalanceCents: 10.5 }, /^accounts\.0\.openingBalanceCents$/);
    await refused({ openingBalanceCents: 100_000_000_001 }, /^accounts\.0\.openingBalanceCents$/);
    await refused({ openingDate: '2026-02-30' }, /^accounts\.0\.openingDate$/);
    // Balances are the transactions': a file cannot bring one.
    await refused({ balance: 12 }, /^accounts\.0\.balance$/);
  });

  it('refuses more accounts than a ledger holds, and takes exactly as many', async () => {
    const many = (n: number) =>
      Array.from({ length: n }, (_, i) => account(`Account ${i}`, { isDefault: i === 0 }));
    await expectRefused(withAccounts([], many(MAX_ACCOUNTS_PER_LEDGER + 1)), /^accounts$/);
    const user = await createTestUser(t);
    const res = await restore(
      user,
      JSON.stringify(withAccounts([], many(MAX_ACCOUNTS_PER_LEDGER))),
    );
    expect(res.statusCode).toBe(200);
    expect((await rowsOwnedBy(user.id)).otherAccounts).toBe(MAX_ACCOUNTS_PER_LEDGER);
  });

  it('refuses a transfer that is not two rows in two accounts with one date and one amount', async () => {
    const out = row({ account: 'Everyday', transfer: 'pair' });
    const into = row({ account: 'Savings', type: 'income', transfer: 'pair' });
    await expectRefused(withAccounts([out]), /^transactions\.0\.transfer$/);
    await expectRefused(
      withAccounts([out, into, row({ account: 'Savings', transfer: 'pair' })]),
      /^transactions\.2\.transfer$/,
    );
    await expectRefused(
      withAccounts([out, { ...into, account: 'EVERYDAY' }]),
      /^transactions\.1\.transfer$/,
    );
    await expectRefused(
      withAccounts([out, { ...into, amountCents: 4999 }]),
      /^transactions\.1\.transfer$/,
    );
    // A pair as the export writes it goes in, linked.
    const user = await createTestUser(t);
    expect((await restore(user, JSON.stringify(withAccounts([out, into])))).statusCode).toBe(200);
    const [linked] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from transactions a
        join transactions b on b.ledger_id = a.ledger_id and b.id = a.transfer_id
        where a.ledger_id = ${user.id} and b.transfer_id = a.id`),
    );
    expect(linked!.n).toBe(2);
  });
});

describe('restore holds the server to one slot and plain bodies', () => {
  it('refuses a gzip-encoded body with 415 before inflating it, and writes nothing', async () => {
    const user = await createTestUser(t);
    const bomb = gzipSync(`{"pad":"${' '.repeat(20 * 1024 * 1024)}"}`);
    expect(bomb.length).toBeLessThan(100 * 1024);
    const res = await restore(user, bomb, { 'content-encoding': 'gzip' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ msg: expect.stringMatching(/uncompressed/) });
    const small = gzipSync(JSON.stringify({ ...emptyFile(), goals: [goal(1)] }));
    expect((await restore(user, small, { 'content-encoding': 'gzip' })).statusCode).toBe(415);
    expect(await rowsOwnedBy(user.id)).toEqual({
      goals: 0,
      rules: 0,
      occurrences: 0,
      ledgerRules: 0,
      transactions: 0,
      otherAccounts: 0,
    });
  });

  it('a second restore by the same user while the first is running answers 429; the first completes', async () => {
    const user = await createTestUser(t);
    const body = new PassThrough();
    let reading!: () => void;
    const started = new Promise<void>((resolve) => (reading = resolve));
    // The body parser reads only after the request's hooks ran: the slot is held by then.
    const read = body.read.bind(body);
    body.read = (size?: number) => {
      reading();
      return read(size);
    };
    const first = restore(user, body);
    body.write('{"format":"elevate-export",');
    await started;
    const second = await restore(user, JSON.stringify(emptyFile()));
    expect(second.statusCode).toBe(429);
    expect(second.json().msg).toMatch(/already/);
    const rest = JSON.stringify({ ...emptyFile(), goals: [goal(1)] }).slice(1);
    body.end(rest.replace('"format":"elevate-export",', ''));
    expect((await first).statusCode).toBe(200);
    expect((await rowsOwnedBy(user.id)).goals).toBe(1);
    // The slot is free again once the first has answered.
    const other = await createTestUser(t);
    expect((await restore(other, JSON.stringify(emptyFile()))).statusCode).toBe(200);
  });
});
