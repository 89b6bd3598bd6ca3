import { monthsBetween, type CategoryType } from '@elevate/shared';
import type { ApiClient } from '../../../test/api-client.ts';

/**
 * What the test created through the API, kept in the test's own memory, so
 * every figure of the reports can be checked against sums made here from the
 * transactions themselves (not from the server's month totals).
 */
interface Line {
  name: string;
  type: CategoryType;
  budgetedAmount: number;
}
interface Tx {
  id: string;
  date: string;
  description: string;
  amount: number;
  type: CategoryType;
  category: string;
}

const cents = (dollars: number) => Math.round(dollars * 100);
const dollars = (amount: number) => (amount === 0 ? 0 : amount / 100);
const lower = (text: string) => text.toLowerCase();

export function ledger(api: ApiClient) {
  const budgets = new Map<string, { id: string; lines: Line[] }>();
  let txs: Tx[] = [];

  const add = async (
    date: string,
    description: string,
    amount: number,
    type: CategoryType,
    category: string,
  ) => {
    const res = await api.post('/api/transactions', { date, description, amount, type, category });
    if (res.status !== 201) throw new Error(`transaction refused: ${JSON.stringify(res.body)}`);
    txs.push({ id: res.body._id, date, description, amount, type, category });
    return res.body as { _id: string };
  };

  const budget = async (month: string, lines: Line[]) => {
    const res = await api.post('/api/budgets', { month: `${month}-01`, categories: lines });
    if (res.status !== 201) throw new Error(`budget refused: ${JSON.stringify(res.body)}`);
    budgets.set(month, { id: res.body._id, lines: lines.map((l) => ({ ...l })) });
  };

  /** The category and its month's transactions take the new name, as the API does. */
  const rename = async (month: string, name: string, type: CategoryType, newName: string) => {
    const entry = budgets.get(month);
    if (!entry) throw new Error('no such budget');
    const res = await api.patch(`/api/budgets/${entry.id}/categories`, { name, type, newName });
    if (res.status !== 200) throw new Error(`rename refused: ${JSON.stringify(res.body)}`);
    for (const line of entry.lines)
      if (line.type === type && lower(line.name) === lower(name)) line.name = newName;
    for (const tx of txs) {
      if (tx.date.startsWith(month) && tx.type === type && lower(tx.category) === lower(name))
        tx.category = newName;
    }
  };

  /** Deleting a budget takes its month's transactions with it. */
  const deleteBudget = async (month: string) => {
    const entry = budgets.get(month);
    if (!entry) throw new Error('no such budget');
    const res = await api.del(`/api/budgets/${entry.id}`);
    if (res.status !== 200) throw new Error('delete refused');
    budgets.delete(month);
    txs = txs.filter((tx) => !tx.date.startsWith(month));
  };

  const inMonth = (month: string) => txs.filter((tx) => tx.date.startsWith(month));

  /** The summary, made from the ledger; categories in (type, name) order for comparison. */
  function summary(from: string, to: string) {
    return monthsBetween(from, to).map((month) => {
      const lines = budgets.get(month)?.lines ?? [];
      const own = inMonth(month);
      const categories = new Map<
        string,
        { name: string; type: CategoryType; actual: number; budgeted: number }
      >();
      for (const line of lines) {
        categories.set(`${line.type}:${lower(line.name)}`, {
          name: line.name,
          type: line.type,
          actual: 0,
          budgeted: cents(line.budgetedAmount),
        });
      }
      // Unbudgeted categories are named after their latest transaction of the month.
      for (const tx of [...own].sort((a, b) => a.date.localeCompare(b.date))) {
        const key = `${tx.type}:${lower(tx.category)}`;
        const entry = categories.get(key) ?? {
          name: tx.category,
          type: tx.type,
          actual: 0,
          budgeted: 0,
        };
        if (!lines.some((l) => `${l.type}:${lower(l.name)}` === key)) entry.name = tx.category;
        entry.actual += cents(tx.amount);
        categories.set(key, entry);
      }
      const total = (type: CategoryType) => ({
        actual: dollars(
          own.filter((tx) => tx.type === type).reduce((s, tx) => s + cents(tx.amount), 0),
        ),
        budgeted: dollars(
          lines.filter((l) => l.type === type).reduce((s, l) => s + cents(l.budgetedAmount), 0),
        ),
      });
      return {
        month,
        income: total('income'),
        expense: total('expense'),
        savings: total('savings'),
        categories: [...categories.values()]
          .map((c) => ({ ...c, actual: dollars(c.actual), budgeted: dollars(c.budgeted) }))
          .sort(byTypeAndName),
      };
    });
  }

  /** Top descriptions of one type over the range, grouped ignoring case. */
  function payees(from: string, to: string, type: CategoryType, limit: number) {
    const groups = new Map<string, { description: string; total: number; count: number }>();
    for (const tx of txs) {
      const month = tx.date.slice(0, 7);
      if (tx.type !== type || month < from || month > to) continue;
      const entry = groups.get(lower(tx.description)) ?? {
        description: tx.description,
        total: 0,
        count: 0,
      };
      entry.total += cents(tx.amount);
      entry.count += 1;
      groups.set(lower(tx.description), entry);
    }
    return [...groups.values()]
      .sort((a, b) => b.total - a.total)
      .slice(0, limit)
      .map((p) => ({ ...p, total: dollars(p.total) }));
  }

  return { add, budget, rename, deleteBudget, summary, payees, inMonth, budgets, all: () => txs };
}

export const byTypeAndName = (
  a: { type: string; name: string },
  b: { type: string; name: string },
) => a.type.localeCompare(b.type) || lower(a.name).localeCompare(lower(b.name));
