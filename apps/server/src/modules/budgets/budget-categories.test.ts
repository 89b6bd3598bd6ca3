import { describe, expect, it } from 'vitest';
import { signedInApiPerFile } from '../../test/per-file.ts';

const api = signedInApiPerFile();

const tx = (date: string, category: string, amount: number, type = 'expense') => ({
  date,
  description: `${category} on ${date}`,
  amount,
  type,
  category,
});

/** A budget for `month` with Food and Fun (expense) and Trip (savings), and a transaction in each. */
async function seed(month: string) {
  const budget = await api.post('/api/budgets', {
    month,
    categories: [
      { name: 'Food', type: 'expense', budgetedAmount: 200 },
      { name: 'Fun', type: 'expense', budgetedAmount: 50 },
      { name: 'Trip', type: 'savings', budgetedAmount: 100 },
    ],
  });
  expect(budget.status).toBe(201);
  const day = month.slice(0, 8);
  const food = await api.post('/api/transactions', tx(`${day}10`, 'Food', 30));
  const fun = await api.post('/api/transactions', tx(`${day}11`, 'Fun', 15));
  const trip = await api.post('/api/transactions', tx(`${day}12`, 'Trip', 40, 'savings'));
  return { id: budget.body._id as string, food: food.body, fun: fun.body, trip: trip.body };
}

const getBudget = async (id: string) => (await api.get(`/api/budgets/${id}`)).body;
const actual = (budget: { categories: { name: string; actualAmount: number }[] }, name: string) =>
  budget.categories.find((c) => c.name === name)?.actualAmount;

describe('derived actual amounts', () => {
  it('follow transaction create, edit, category move and delete', async () => {
    const { id, food } = await seed('2026-01-01');
    expect(actual(await getBudget(id), 'Food')).toBe(30);

    await api.post('/api/transactions', tx('2026-01-20', 'Food', 0.1));
    await api.post('/api/transactions', tx('2026-01-21', 'Food', 0.2));
    expect(actual(await getBudget(id), 'Food')).toBe(30.3);

    await api.put(`/api/transactions/${food._id}`, { ...food, amount: 50 });
    expect(actual(await getBudget(id), 'Food')).toBe(50.3);

    await api.put(`/api/transactions/${food._id}`, { ...food, amount: 50, category: 'Fun' });
    const moved = await getBudget(id);
    expect([actual(moved, 'Food'), actual(moved, 'Fun')]).toEqual([0.3, 65]);
    expect(moved.totalActual).toBe(105.3);

    await api.del(`/api/transactions/${food._id}`);
    const after = await getBudget(id);
    expect([actual(after, 'Food'), actual(after, 'Fun')]).toEqual([0.3, 15]);
    expect(after.totalActual).toBe(55.3);
  });

  it('count refunds (negative amounts) against their category', async () => {
    const { id } = await seed('2026-02-01');
    await api.post('/api/transactions', tx('2026-02-15', 'Food', -12.5));
    expect(actual(await getBudget(id), 'Food')).toBe(17.5);
  });
});

describe('PATCH /api/budgets/{id}/categories', () => {
  it("renames a category and carries that month's transactions, not other months'", async () => {
    const { id, food } = await seed('2026-03-01');
    const elsewhere = await api.post('/api/transactions', tx('2026-04-02', 'Food', 5));
    const before = await getBudget(id);

    const res = await api.patch(`/api/budgets/${id}/categories`, {
      name: 'food',
      type: 'expense',
      newName: 'Groceries',
    });
    expect(res.status).toBe(200);
    expect(res.body.categories.map((c: { name: string }) => c.name)).toEqual([
      'Groceries',
      'Fun',
      'Trip',
    ]);
    expect(actual(res.body, 'Groceries')).toBe(30);
    expect(res.body.version).toBe(before.version + 1);
    expect((await api.get(`/api/transactions/${food._id}`)).body.category).toBe('Groceries');
    expect((await api.get(`/api/transactions/${elsewhere.body._id}`)).body.category).toBe('Food');
  });

  it('retypes a category with its transactions; income is stored with a budgeted amount of 0', async () => {
    const { id, fun } = await seed('2026-05-01');
    const res = await api.patch(`/api/budgets/${id}/categories`, {
      name: 'Fun',
      type: 'expense',
      newType: 'income',
      budgetedAmount: 70,
    });
    expect(res.status).toBe(200);
    expect(res.body.categories[1]).toEqual({
      name: 'Fun',
      type: 'income',
      budgetedAmount: 0,
      actualAmount: 15,
      sortOrder: 0,
    });
    expect(res.body.totalBudgeted).toBe(300);
    const moved = (await api.get(`/api/transactions/${fun._id}`)).body;
    expect([moved.type, moved.category]).toEqual(['income', 'Fun']);
  });

  it("moves the month budget's actuals and the month's lists with each change of type", async () => {
    const { id, fun } = await seed('2026-12-01');
    const lastYear = await api.post('/api/transactions', tx('2025-12-11', 'Fun', 9));
    const monthBudget = async () => (await api.get('/api/budgets?month=2026-12-01')).body[0];
    const month = 'startDate=2026-12-01T00:00:00.000Z&endDate=2026-12-31T23:59:59.999Z';
    const ofType = async (type: string) =>
      (await api.get(`/api/transactions?${month}&type=${type}`)).body;
    const byType = (budget: { categories: { name: string; type: string }[] }) =>
      budget.categories.map((c) => `${c.type}:${c.name}`);

    for (const [from, to] of [
      ['expense', 'income'],
      ['income', 'savings'],
      ['savings', 'expense'],
    ] as const) {
      const res = await api.patch(`/api/budgets/${id}/categories`, {
        name: 'Fun',
        type: from,
        newType: to,
      });
      expect(res.status).toBe(200);
      const budget = await monthBudget();
      expect(byType(budget)).toEqual(['expense:Food', `${to}:Fun`, 'savings:Trip']);
      expect(budget.categories[1]).toMatchObject({ actualAmount: 15 });
      expect(budget.totalActual).toBe(85);
      // Income is stored unbudgeted: Fun's 50 left totalBudgeted (350) on the first change.
      expect(budget.totalBudgeted).toBe(300);
      const listed = await ofType(to);
      expect(listed.transactions.map((t: { _id: string }) => t._id)).toContain(fun._id);
      expect((await ofType(from)).transactions.map((t: { _id: string }) => t._id)).not.toContain(
        fun._id,
      );
      expect((await api.get(`/api/transactions?${month}`)).body.pagination.totalCount).toBe(3);
    }
    // Last December's 'Fun' belongs to no budget of this month and keeps its type.
    expect((await api.get(`/api/transactions/${lastYear.body._id}`)).body.type).toBe('expense');
  });

  it('sets the budgeted amount alone and recomputes totalBudgeted', async () => {
    const { id } = await seed('2026-06-01');
    const res = await api.patch(`/api/budgets/${id}/categories`, {
      name: 'Trip',
      type: 'savings',
      budgetedAmount: 125.75,
    });
    expect(res.status).toBe(200);
    expect(res.body.totalBudgeted).toBe(375.75);
  });

  it('answers 409 when the new name and type already exist, and changes nothing', async () => {
    const { id, food } = await seed('2026-07-01');
    const before = await getBudget(id);
    const res = await api.patch(`/api/budgets/${id}/categories`, {
      name: 'Food',
      type: 'expense',
      newName: 'FUN',
    });
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe("Category 'FUN' (expense) already exists in this budget");
    expect(await getBudget(id)).toEqual(before);
    expect((await api.get(`/api/transactions/${food._id}`)).body).toEqual(food);
  });

  it('answers 404 for a category the budget does not have', async () => {
    const { id } = await seed('2026-08-01');
    const res = await api.patch(`/api/budgets/${id}/categories`, {
      name: 'Trip',
      type: 'expense',
      newName: 'X',
    });
    expect(res).toEqual({ status: 404, body: { msg: 'Category not found' } });
  });
});

describe('DELETE /api/budgets/{id}/categories', () => {
  it("removes the category and that month's matching transactions only", async () => {
    const { id, food, fun } = await seed('2026-09-01');
    const otherMonth = await api.post('/api/transactions', tx('2026-10-01', 'Food', 5));
    const otherType = await api.post('/api/transactions', tx('2026-09-03', 'Food', 5, 'savings'));

    const res = await api.del(`/api/budgets/${id}/categories?name=food&type=expense`);
    expect(res.status).toBe(200);
    expect(res.body.categories.map((c: { name: string }) => c.name)).toEqual(['Fun', 'Trip']);
    expect(res.body.totalBudgeted).toBe(150);
    expect((await api.get(`/api/transactions/${food._id}`)).status).toBe(404);
    expect((await api.get(`/api/transactions/${fun._id}`)).status).toBe(200);
    expect((await api.get(`/api/transactions/${otherMonth.body._id}`)).status).toBe(200);
    expect((await api.get(`/api/transactions/${otherType.body._id}`)).status).toBe(200);
  });

  it('answers 404 for a missing category and 400 without a type', async () => {
    const { id } = await seed('2026-11-01');
    expect((await api.del(`/api/budgets/${id}/categories?name=Nope&type=expense`)).status).toBe(
      404,
    );
    expect((await api.del(`/api/budgets/${id}/categories?name=Food`)).status).toBe(400);
    expect((await getBudget(id)).categories).toHaveLength(3);
  });
});
