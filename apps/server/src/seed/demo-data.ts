import type { CategoryType } from '@elevate/shared';
import type { Random } from '@elevate/shared/random';

export interface SeedCategory {
  name: string;
  type: CategoryType;
  budgetedCents: number;
  sortOrder: number;
}

export interface SeedTransaction {
  date: Date;
  description: string;
  amountCents: number;
  type: CategoryType;
  category: string;
  notes: string | null;
}

interface Recurring {
  category: string;
  type: CategoryType;
  /** Budgeted dollars per month (0 for income). */
  budget: number;
  /** Typical count per month and the dollar range of one transaction. */
  perMonth: number;
  min: number;
  max: number;
  descriptions: readonly string[];
}

// A household on a steady salary: a few categories (dining, shopping) run over budget often.
const PLAN: readonly Recurring[] = [
  {
    category: 'Salary',
    type: 'income',
    budget: 0,
    perMonth: 2,
    min: 2650,
    max: 2650,
    descriptions: ['Paycheck'],
  },
  {
    category: 'Freelance',
    type: 'income',
    budget: 0,
    perMonth: 0.6,
    min: 150,
    max: 900,
    descriptions: ['Design project', 'Consulting invoice', 'Website fix'],
  },
  {
    category: 'Housing',
    type: 'expense',
    budget: 1650,
    perMonth: 1,
    min: 1650,
    max: 1650,
    descriptions: ['Rent'],
  },
  {
    category: 'Utilities',
    type: 'expense',
    budget: 220,
    perMonth: 3,
    min: 45,
    max: 95,
    descriptions: ['Electric bill', 'Water bill', 'Internet', 'Phone plan'],
  },
  {
    category: 'Groceries',
    type: 'expense',
    budget: 520,
    perMonth: 8,
    min: 28,
    max: 95,
    descriptions: ['Whole Foods', "Trader Joe's", 'Farmers market', 'Costco', 'Safeway'],
  },
  {
    category: 'Transportation',
    type: 'expense',
    budget: 180,
    perMonth: 5,
    min: 12,
    max: 55,
    descriptions: ['Gas station', 'Transit pass', 'Parking', 'Rideshare'],
  },
  {
    category: 'Dining Out',
    type: 'expense',
    budget: 200,
    perMonth: 6,
    min: 14,
    max: 68,
    descriptions: ['Thai Basil', 'Coffee shop', 'Pizza night', 'Sushi bar', 'Brunch'],
  },
  {
    category: 'Entertainment',
    type: 'expense',
    budget: 120,
    perMonth: 3,
    min: 12,
    max: 60,
    descriptions: ['Movie tickets', 'Concert', 'Bowling', 'Museum'],
  },
  {
    category: 'Shopping',
    type: 'expense',
    budget: 150,
    perMonth: 3,
    min: 20,
    max: 140,
    descriptions: ['Clothing', 'Home goods', 'Electronics', 'Books'],
  },
  {
    category: 'Healthcare',
    type: 'expense',
    budget: 80,
    perMonth: 0.7,
    min: 25,
    max: 180,
    descriptions: ['Pharmacy', 'Doctor copay', 'Dentist'],
  },
  {
    category: 'Subscriptions',
    type: 'expense',
    budget: 60,
    perMonth: 4,
    min: 6,
    max: 16,
    descriptions: ['Streaming', 'Music', 'Cloud storage', 'News'],
  },
  {
    category: 'Emergency Fund',
    type: 'savings',
    budget: 400,
    perMonth: 1,
    min: 400,
    max: 400,
    descriptions: ['Transfer to emergency fund'],
  },
  {
    category: 'Retirement',
    type: 'savings',
    budget: 500,
    perMonth: 1,
    min: 500,
    max: 500,
    descriptions: ['401(k) contribution'],
  },
  {
    category: 'Vacation Fund',
    type: 'savings',
    budget: 150,
    perMonth: 1,
    min: 100,
    max: 200,
    descriptions: ['Vacation savings'],
  },
];

/** `scale` grows the everyday budgets with their transactions, so over-budget stays the exception. */
export function demoCategories(scale = 1): SeedCategory[] {
  const position: Record<CategoryType, number> = { income: 0, expense: 0, savings: 0 };
  return PLAN.map((p) => ({
    name: p.category,
    type: p.type,
    budgetedCents:
      p.type === 'income' ? 0 : Math.round(p.budget * (p.min === p.max ? 1 : scale) * 100),
    sortOrder: position[p.type]++,
  }));
}

/** Roughly how many transactions one month of the plan makes. */
export const TYPICAL_PER_MONTH = PLAN.reduce((sum, p) => sum + p.perMonth, 0);

/**
 * One month of transactions; `scale` multiplies the everyday categories so a
 * larger requested total stays realistic (fixed bills stay single).
 */
export function monthTransactions(
  rng: Random,
  month: Date,
  scale: number,
  until: Date,
): SeedTransaction[] {
  const days = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0)).getUTCDate();
  const lastDay =
    month.getUTCFullYear() === until.getUTCFullYear() && month.getUTCMonth() === until.getUTCMonth()
      ? until.getUTCDate()
      : days;
  const rows: SeedTransaction[] = [];
  for (const p of PLAN) {
    const fixed = p.min === p.max;
    const expected = fixed ? p.perMonth : p.perMonth * scale;
    let count = Math.floor(expected);
    if (rng.chance(expected - count)) count += 1;
    for (let i = 0; i < count; i++) {
      const day = p.category === 'Salary' ? (i === 0 ? 1 : 15) : rng.int(1, lastDay);
      if (day > lastDay) continue;
      const amountCents = fixed ? Math.round(p.min * 100) : rng.cents(p.min, p.max);
      rows.push({
        date: new Date(
          Date.UTC(
            month.getUTCFullYear(),
            month.getUTCMonth(),
            day,
            rng.int(8, 20),
            rng.int(0, 59),
          ),
        ),
        description: rng.pick(p.descriptions),
        amountCents,
        type: p.type,
        category: p.category,
        notes: rng.chance(0.08) ? 'Added from the demo data set' : null,
      });
    }
  }
  // An occasional refund shows negative amounts are part of real data.
  if (rng.chance(0.15)) {
    rows.push({
      date: new Date(
        Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), rng.int(1, lastDay), 12),
      ),
      description: 'Store refund',
      amountCents: -rng.cents(10, 60),
      type: 'expense',
      category: 'Shopping',
      notes: null,
    });
  }
  return rows;
}
