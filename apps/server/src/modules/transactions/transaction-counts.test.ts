import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { transactionCounts, transactions, users } from '../../db/schema.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestUser } from '../../test/app.ts';
import { signedInUserPerFile } from '../../test/per-file.ts';

const { t, user, api } = signedInUserPerFile();

const tx = (date: string, category: string) => ({
  date,
  description: 'x',
  amount: 1,
  type: 'expense',
  category,
});

/** The unfiltered list's totalCount must always equal a real count of the ledger's rows. */
async function expectExactCount(ledgerId: string) {
  const [real] = await t.database.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(transactions)
    .where(eq(transactions.ledgerId, ledgerId));
  const listed = (await api.get('/api/transactions?limit=1')).body.pagination.totalCount;
  expect(listed).toBe(real?.n);
  return listed as number;
}

describe('unfiltered totalCount', () => {
  it('stays exact through creates, deletes, category and budget deletes, and bulk SQL inserts', async () => {
    expect(await expectExactCount(user.id)).toBe(0);
    const budget = (
      await api.post('/api/budgets', {
        month: '2026-01-01',
        categories: [
          { name: 'Food', type: 'expense', budgetedAmount: 1 },
          { name: 'Fun', type: 'expense', budgetedAmount: 1 },
        ],
      })
    ).body;
    const created = [];
    for (const day of ['05', '06', '07'])
      created.push((await api.post('/api/transactions', tx(`2026-01-${day}`, 'Food'))).body);
    await api.post('/api/transactions', tx('2026-01-08', 'Fun'));
    await api.post('/api/transactions', tx('2026-02-01', 'Fun'));
    expect(await expectExactCount(user.id)).toBe(5);

    await api.del(`/api/transactions/${created[0]._id}`);
    expect(await expectExactCount(user.id)).toBe(4);
    await api.del(`/api/budgets/${budget._id}/categories?name=Food&type=expense`);
    expect(await expectExactCount(user.id)).toBe(2);
    await api.del(`/api/budgets/${budget._id}`);
    expect(await expectExactCount(user.id)).toBe(1);

    await t.database.db.execute(sql`
      insert into transactions (ledger_id, date, description, amount_cents, type, category)
      select ${user.id}, now(), 'bulk', 100, 'expense', 'Bulk' from generate_series(1, 25)`);
    expect(await expectExactCount(user.id)).toBe(26);
  });

  it("is not shared between ledgers, and goes with a deleted user's personal ledger", async () => {
    const other = await createTestUser(t);
    await apiClient(t.app, other).post('/api/transactions', tx('2026-03-01', 'Food'));
    const before = await expectExactCount(user.id);
    expect(
      (await apiClient(t.app, other).get('/api/transactions')).body.pagination.totalCount,
    ).toBe(1);
    await t.database.db.delete(users).where(eq(users.id, other.id));
    const left = await t.database.db
      .select()
      .from(transactionCounts)
      .where(eq(transactionCounts.ledgerId, other.id));
    expect(left).toEqual([]);
    expect(await expectExactCount(user.id)).toBe(before);
  });

  it('refuses to move a transaction to another ledger, even in plain SQL', async () => {
    const other = await createTestUser(t);
    const created = (await api.post('/api/transactions', tx('2026-03-02', 'Food'))).body;
    await expect(
      t.database.db
        .update(transactions)
        .set({ ledgerId: other.id })
        .where(and(eq(transactions.ledgerId, user.id), eq(transactions.id, created._id))),
    ).rejects.toThrow();
    expect((await api.get(`/api/transactions/${created._id}`)).status).toBe(200);
  });
});
