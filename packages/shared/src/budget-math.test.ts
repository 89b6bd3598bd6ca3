import { describe, expect, it } from 'vitest';
import {
  budgetProgress,
  categoryProgressColor,
  categoryProgressPercent,
  expenseControl,
  netIncome,
  netIncomeMessage,
  netIncomeState,
  savingsGoalReached,
  savingsGoals,
  savingsProgress,
  savingsRate,
  savingsRateMessage,
  toBeBudgeted,
  toBeBudgetedState,
  totalActual,
  totalBudgeted,
  totalsByType,
} from './budget-math.ts';
import type { BudgetCategory, CategoryType } from './category.ts';

const cat = (
  type: CategoryType,
  budgetedAmount: number,
  actualAmount: number,
  name = `${type}-${budgetedAmount}`,
) => ({ name, type, budgetedAmount, actualAmount }) satisfies BudgetCategory;

const sample = [
  cat('income', 0, 4000.1, 'Salary'),
  cat('income', 0, 0.2, 'Gifts'),
  cat('expense', 1500, 1500, 'Housing'),
  cat('expense', 400, 450.5, 'Groceries'),
  cat('savings', 500, 600, 'Emergency Fund'),
  cat('savings', 300, 100, 'Vacation Fund'),
];

describe('totals', () => {
  it('sums actuals per type in cents', () => {
    expect(totalsByType(sample)).toEqual({
      totalIncome: 4000.3,
      totalExpenses: 1950.5,
      totalSavings: 700,
    });
    expect(totalActual(sample)).toBe(6650.8);
  });

  it('budgets only expense and savings categories', () => {
    expect(totalBudgeted([...sample, cat('income', 999, 0)])).toBe(2700);
    expect(totalBudgeted([])).toBe(0);
  });
});

describe('net income', () => {
  it('is income minus expenses minus savings', () => {
    expect(netIncome(sample)).toBe(1349.8);
  });

  it('is Positive from zero up, with the texts of docs/product/dashboard.md', () => {
    expect(netIncomeState(0)).toBe('Positive');
    expect(netIncomeState(-0.01)).toBe('Negative');
    expect(netIncomeMessage(0)).toBe('Your finances are on track this month!');
    expect(netIncomeMessage(-5)).toBe('Consider reviewing your spending categories.');
  });
});

describe('To Be Budgeted', () => {
  it('is income actual plus rollover minus totalBudgeted', () => {
    expect(toBeBudgeted({ categories: sample })).toBe(1300.3);
    expect(toBeBudgeted({ categories: sample, toBeBudgetedRollover: -300.3 })).toBe(1000);
    expect(
      toBeBudgeted({
        categories: [cat('income', 0, 0.1), cat('income', 0, 0.2), cat('expense', 0.3, 0)],
      }),
    ).toBe(0);
  });

  it('names its state by sign', () => {
    expect(toBeBudgetedState(0.01)).toBe('Needs Allocation');
    expect(toBeBudgetedState(-0.01)).toBe('Over Budget');
    expect(toBeBudgetedState(0)).toBe('All Allocated');
    expect(toBeBudgetedState(0.1 + 0.2 - 0.3)).toBe('All Allocated');
  });
});

describe('savings rate', () => {
  it('is savings actual over income actual, in percent', () => {
    expect(savingsRate([cat('income', 0, 1000), cat('savings', 0, 250)])).toBe(25);
  });

  it('is 0 without income', () => {
    expect(savingsRate([cat('savings', 0, 250)])).toBe(0);
  });

  it.each([
    [25, 'Excellent savings rate!'],
    [20, 'Excellent savings rate!'],
    [19.99, 'Good progress on savings!'],
    [10, 'Good progress on savings!'],
    [9.99, 'Building your savings habit!'],
    [0.01, 'Building your savings habit!'],
    [0, 'Start your savings journey today!'],
    [-5, 'Start your savings journey today!'],
  ])('a rate of %s%% says %s', (rate, message) => {
    expect(savingsRateMessage(rate)).toBe(message);
  });
});

describe('budget progress', () => {
  it('is expense and savings actual over totalBudgeted', () => {
    expect(
      budgetProgress([cat('expense', 200, 50), cat('savings', 200, 150), cat('income', 0, 9000)]),
    ).toBe(50);
  });

  it('is 0 when nothing is budgeted', () => {
    expect(budgetProgress([cat('expense', 0, 50)])).toBe(0);
  });
});

describe('category progress', () => {
  it.each([
    [100.01, 100, 'error'],
    [100, 100, 'success'],
    [99.99, 100, 'warning'],
    [90, 100, 'warning'],
    [89.99, 100, 'primary'],
    [0, 100, 'primary'],
    [5, 0, 'error'],
    [0, 0, 'primary'],
  ])('actual %s of budgeted %s is %s', (actual, budgeted, color) => {
    expect(categoryProgressColor(actual, budgeted)).toBe(color);
  });

  it('fills the bar by actual over budgeted, clamped to 0–100', () => {
    expect(categoryProgressPercent(45, 60)).toBe(75);
    expect(categoryProgressPercent(200, 100)).toBe(100);
    expect(categoryProgressPercent(-10, 100)).toBe(0);
    expect(categoryProgressPercent(5, 0)).toBe(100);
    expect(categoryProgressPercent(0, 0)).toBe(0);
  });
});

describe('savings progress', () => {
  it('is (actual − budgeted) / budgeted × 100 + 100, clamped', () => {
    expect(savingsProgress(50, 200)).toBe(25);
    expect(savingsProgress(300, 200)).toBe(100);
    expect(savingsProgress(-50, 200)).toBe(0);
    expect(savingsProgress(10, 0)).toBe(100);
    expect(savingsProgress(0, 0)).toBe(0);
  });

  it('marks a goal reached at or above a set budget', () => {
    expect(savingsGoalReached(200, 200)).toBe(true);
    expect(savingsGoalReached(199.99, 200)).toBe(false);
    expect(savingsGoalReached(0, 0)).toBe(false);
  });
});

describe('shares', () => {
  it('counts expense categories at or under budget', () => {
    expect(expenseControl(sample)).toBe(50);
    expect(expenseControl([cat('savings', 1, 0)])).toBe(0);
  });

  it('counts savings categories at or above budget', () => {
    expect(savingsGoals(sample)).toBe(50);
    expect(
      savingsGoals([cat('savings', 100, 100), cat('savings', 100, 99), cat('savings', 1, 2)]),
    ).toBeCloseTo(66.667, 2);
    expect(savingsGoals([])).toBe(0);
  });
});
