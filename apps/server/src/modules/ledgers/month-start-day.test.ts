import { describe, expect, it } from 'vitest';
import { keptAndComputed } from '../../test/kept-counters.ts';
import { signedInUserPerFile } from '../../test/per-file.ts';
import { upload } from '../imports/import-test-helpers.ts';

const { t, user, api } = signedInUserPerFile();

const tx = (date: string, category: string, amount: number, type = 'expense') => ({
  date,
  description: `${category} on ${date}`,
  amount,
  type,
  category,
});
const setDay = (monthStartDay: unknown) => api.put(`/api/ledgers/${user.id}`, { monthStartDay });
const listed = async (month: string) =>
  (await api.get(`/api/transactions?month=${month}`)).body.transactions.map(
    (row: { description: string }) => row.description,
  );
const actual = async (month: string, name: string) => {
  const [budget] = (await api.get(`/api/budgets?month=${month}-01`)).body;
  return budget.categories.find((c: { name: string }) => c.name === name).actualAmount;
};
/** The kept totals per month and type, as the month pages read them. */
const monthSums = async () =>
  (await api.get('/api/reports/summary?from=2026-01&to=2026-12')).body.months.map(
    (m: Record<'income' | 'expense' | 'savings', { actual: number }> & { month: string }) => ({
      month: m.month,
      income: m.income.actual,
      expenses: m.expense.actual,
      savings: m.savings.actual,
    }),
  );

describe('budget month starts on day (decision 0063)', () => {
  it('puts the 24th and the 25th in different budget months when the month starts on the 25th', async () => {
    for (const month of ['2026-04', '2026-05']) {
      await api.post('/api/budgets', {
        month: `${month}-01`,
        categories: [{ name: 'Fuel', type: 'expense', budgetedAmount: 100 }],
      });
    }
    await api.post('/api/transactions', tx('2026-04-24T12:00:00.000Z', 'Fuel', 10));
    await api.post('/api/transactions', tx('2026-04-25T00:00:00.000Z', 'Fuel', 20));
    expect(await actual('2026-04', 'Fuel')).toBe(30);
    expect(await listed('2026-04')).toHaveLength(2);

    const changed = await setDay(25);
    expect(changed).toEqual({
      status: 200,
      body: expect.objectContaining({ _id: user.id, monthStartDay: 25, personal: true }),
    });
    // April 2026 is 25 March to 24 April; the 25th opens May's budget.
    expect(await listed('2026-04')).toEqual(['Fuel on 2026-04-24T12:00:00.000Z']);
    expect(await listed('2026-05')).toEqual(['Fuel on 2026-04-25T00:00:00.000Z']);
    expect([await actual('2026-04', 'Fuel'), await actual('2026-05', 'Fuel')]).toEqual([10, 20]);
    const page = (await api.get('/api/transactions?month=2026-05')).body.pagination;
    expect(page.totalCount).toBe(1);
    const payees = await api.get('/api/reports/payees?from=2026-05&to=2026-05&type=expense');
    expect(payees.body.payees).toEqual([
      { description: 'Fuel on 2026-04-25T00:00:00.000Z', total: 20, count: 1 },
    ]);
    expect((await api.get('/api/ledgers')).body.ledgers[0].monthStartDay).toBe(25);
    expect((await setDay(1)).body.monthStartDay).toBe(1);
    expect(await actual('2026-04', 'Fuel')).toBe(30);
  });

  it('previews what moves, moves exactly that, and gives the same totals back with the old day', async () => {
    for (const [date, amount, type] of [
      ['2026-06-10', 5, 'expense'],
      ['2026-06-20', 7, 'expense'],
      ['2026-06-27', 100, 'income'],
      ['2026-07-03', 11, 'expense'],
      ['2026-07-28', 13, 'savings'],
    ] as const) {
      await api.post('/api/transactions', tx(`${date}T08:00:00.000Z`, 'Misc', amount, type));
    }
    const before = await monthSums();
    const counted = await keptAndComputed(t.database.db, user.id);
    expect(counted.kept).toEqual(counted.computed);

    const preview = (await api.get(`/api/ledgers/${user.id}/month-start-preview?day=20`)).body;
    // 24 and 25 April, 20 and 27 June and 28 July move on; the days before the 20th stay.
    expect(preview.moved).toBe(5);
    expect(preview.months.map((m: { month: string }) => m.month)).toEqual([
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
    ]);
    expect((await setDay(20)).status).toBe(200);
    const after = await monthSums();
    for (const { month, after: sums } of preview.months) {
      expect(after.find((m: { month: string }) => m.month === month)).toEqual({ month, ...sums });
    }
    const recount = await keptAndComputed(t.database.db, user.id);
    expect(recount.kept).toEqual(recount.computed);

    expect((await setDay(1)).status).toBe(200);
    expect(await monthSums()).toEqual(before);
    expect(await keptAndComputed(t.database.db, user.id)).toEqual(counted);
    expect((await api.get(`/api/ledgers/${user.id}/month-start-preview?day=1`)).body).toEqual({
      day: 1,
      moved: 0,
      months: [],
    });
  });

  it("adds an import's new categories to the budget of each row's budget month", async () => {
    const budgets = [];
    for (const month of ['2026-08', '2026-09']) {
      const made = await api.post('/api/budgets', { month: `${month}-01`, categories: [] });
      budgets.push(made.body._id as string);
    }
    await setDay(25);
    const csv =
      'Date,Description,Amount,Category\n08/24/2026,TOLL A,-3.00,Tolls\n08/25/2026,TOLL B,-4.00,Parking\n';
    const preview = await upload(t.app, user, 'tolls.csv', Buffer.from(csv));
    expect(preview.status).toBe(201);
    const confirmed = await api.post(`/api/imports/${preview.body.importId}/confirm`, {});
    expect(confirmed.body).toMatchObject({ imported: 2 });
    const names = async (id: string) =>
      (await api.get(`/api/budgets/${id}`)).body.categories.map(
        (c: { name: string; actualAmount: number }) => [c.name, c.actualAmount],
      );
    expect([await names(budgets[0]!), await names(budgets[1]!)]).toEqual([
      [['Tolls', 3]],
      [['Parking', 4]],
    ]);
    await setDay(1);
  });

  it('refuses a day that is not a whole number from 1 to 28', async () => {
    for (const bad of [0, 29, 1.5, '25', null]) {
      const res = await setDay(bad);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        { param: 'monthStartDay', msg: 'Month start day must be a whole number from 1 to 28' },
      ]);
    }
    // A query string is text: day=25 is the number 25 there.
    for (const bad of ['0', '29', '1.5', 'abc', '']) {
      const preview = await api.get(`/api/ledgers/${user.id}/month-start-preview?day=${bad}`);
      expect(preview.status).toBe(400);
      expect(preview.body.errors[0].param).toBe('day');
    }
    expect((await api.put(`/api/ledgers/${user.id}`, {})).status).toBe(400);
    expect((await api.get(`/api/ledgers/${user.id}/month-start-preview`)).status).toBe(400);
    expect((await api.get('/api/ledgers')).body.ledgers[0].monthStartDay).toBe(1);
  });

  it('logs the change in the ledger activity like a rename', async () => {
    await setDay(15);
    await setDay(15);
    await setDay(1);
    const entries = (await api.get(`/api/ledgers/${user.id}/activity`)).body.events;
    const changes = entries.filter((e: { action: string }) => e.action === 'updated');
    // Newest first; setting the day it already has changes nothing and logs nothing.
    expect(changes.slice(0, 2).map((e: { summary: string }) => e.summary)).toEqual([
      'Budget month starts on day 1 (was 15)',
      'Budget month starts on day 15 (was 1)',
    ]);
  });
});
