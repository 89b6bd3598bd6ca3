import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, createTestUser, type TestApp } from '../../test/app.ts';
import { fixture, upload } from './import-test-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A fresh user and their client: each test starts from no transactions. */
async function someone() {
  const user = await createTestUser(t);
  const api = apiClient(t.app, user);
  const preview = (name: string) => upload(t.app, user, name, fixture(name));
  const confirm = async (importId: string) =>
    (await api.post(`/api/imports/${importId}/confirm`, {})).body as {
      imported: number;
      skipped: number;
    };
  const transactions = async (month: string) =>
    (await api.get(`/api/transactions?month=${month}&limit=100`)).body.transactions as {
      date: string;
      description: string;
      amount: number;
      type: string;
    }[];
  return { preview, confirm, transactions };
}

describe('statements as banks write them', () => {
  it('imports all 12 rows of separate unsigned debit and credit columns with their signs', async () => {
    const me = await someone();
    const preview = await me.preview('uk-debit-credit-amount.csv');
    expect(preview.status).toBe(201);
    expect(preview.body).toMatchObject({ count: 12, ignored: 0, duplicates: 0 });
    expect(preview.body.mapping.amount).toEqual({ kind: 'debitCredit', debit: 5, credit: 6 });
    expect(await me.confirm(preview.body.importId)).toEqual({
      imported: 12,
      skipped: 0,
      linked: 0,
    });
    const saved = await me.transactions('2026-09');
    expect(saved).toHaveLength(12);
    const income = saved.filter((tx) => tx.type === 'income');
    expect(income.map((tx) => [tx.description, tx.amount]).sort()).toEqual([
      ['ACME LTD SALARY', 2150],
      ['HMRC TAX REFUND', 86.2],
    ]);
    expect(saved.find((tx) => tx.description === 'J SMITH RENT')).toMatchObject({
      type: 'expense',
      amount: 950,
    });
  });

  it('dates a German export by its booking date, not its value date', async () => {
    const me = await someone();
    const preview = await me.preview('de-booking-value-date.csv');
    expect(preview.body.mapping.date).toBe(0);
    expect(await me.confirm(preview.body.importId)).toEqual({ imported: 3, skipped: 0, linked: 0 });
    // Value dated 1 and 2 April, booked on 31 March: the March budget is theirs.
    expect(await me.transactions('2026-04')).toEqual([]);
    const march = await me.transactions('2026-03');
    expect(march.map((tx) => tx.date.slice(0, 10)).sort()).toEqual([
      '2026-03-02',
      '2026-03-31',
      '2026-03-31',
    ]);
  });
});

describe('identical rows are counted, not merged', () => {
  it('three identical coffees are all new the first time and all duplicates the second', async () => {
    const me = await someone();
    const first = await me.preview('three-coffees.csv');
    expect(first.body).toMatchObject({ count: 4, duplicates: 0 });
    expect(await me.confirm(first.body.importId)).toEqual({ imported: 4, skipped: 0, linked: 0 });
    const again = await me.preview('three-coffees.csv');
    expect(again.body).toMatchObject({ count: 4, duplicates: 4 });
    expect(await me.confirm(again.body.importId)).toEqual({ imported: 0, skipped: 4, linked: 0 });
    expect(await me.transactions('2026-05')).toHaveLength(4);
  });

  it('four identical coffees after three were imported: exactly one is new', async () => {
    const me = await someone();
    await me.confirm((await me.preview('three-coffees.csv')).body.importId);
    const four = await me.preview('four-coffees.csv');
    expect(four.body).toMatchObject({ count: 5, duplicates: 4 });
    expect(
      four.body.rows.map((row: { duplicate: boolean; description: string }) => [
        row.description,
        row.duplicate,
      ]),
    ).toEqual([
      ['BLUE BOTTLE COFFEE', true],
      ['BLUE BOTTLE COFFEE', true],
      ['BLUE BOTTLE COFFEE', true],
      ['BLUE BOTTLE COFFEE', false],
      ['GROCERY OUTLET', true],
    ]);
    expect(await me.confirm(four.body.importId)).toEqual({ imported: 1, skipped: 4, linked: 0 });
    const coffees = (await me.transactions('2026-05')).filter(
      (tx) => tx.description === 'BLUE BOTTLE COFFEE',
    );
    expect(coffees).toHaveLength(4);
  });

  it('two tabs: the later confirm counts the rows the other import saved meanwhile', async () => {
    const me = await someone();
    // Both previews are made before either is confirmed, so neither sees the other's rows yet.
    const four = await me.preview('four-coffees.csv');
    const three = await me.preview('three-coffees.csv');
    expect([four.body.duplicates, three.body.duplicates]).toEqual([0, 0]);
    expect(await me.confirm(three.body.importId)).toEqual({ imported: 4, skipped: 0, linked: 0 });
    expect(await me.confirm(four.body.importId)).toEqual({ imported: 1, skipped: 4, linked: 0 });
    const again = await me.preview('three-coffees.csv');
    const other = await me.preview('three-coffees.csv');
    expect(await me.confirm(again.body.importId)).toEqual({ imported: 0, skipped: 4, linked: 0 });
    expect(await me.confirm(other.body.importId)).toEqual({ imported: 0, skipped: 4, linked: 0 });
    const coffees = (await me.transactions('2026-05')).filter(
      (tx) => tx.description === 'BLUE BOTTLE COFFEE',
    );
    expect(coffees).toHaveLength(4);
  });
});
