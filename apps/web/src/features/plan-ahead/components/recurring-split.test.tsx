import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, toDay } from '@elevate/shared';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { serveSharedLedger } from '../../../test/shared-ledger.ts';
import { PlanPage } from '../routes/plan-page.tsx';

beforeEach(() => clearCsrfToken());

const today = toDay(new Date());
const part = (category: string, amount: number) => ({
  category,
  type: 'expense',
  amount,
  notes: null,
});
const shop = {
  _id: '64b0000000000000000000a1',
  description: 'Shop',
  amount: 100,
  type: 'expense',
  category: null,
  splits: [part('Groceries', 60), { ...part('Household', 40), notes: 'soap' }],
  frequency: 'monthly',
  interval: 1,
  startDate: addDays(today, 3),
  endDate: null,
  count: null,
  lastDayOfMonth: false,
  auto: true,
  nextDate: addDays(today, 3),
  createdAt: '2026-01-01T00:00:00.000Z',
};
const gymDue = {
  ruleId: '64b0000000000000000000a2',
  date: addDays(today, -1),
  description: 'Gym',
  amount: 30,
  type: 'expense',
  category: null,
  splits: [part('Fitness', 20), part('Health', 10)],
};
const budget = {
  _id: '11111111-1111-4111-8111-111111111111',
  month: `${today.slice(0, 7)}-01T00:00:00.000Z`,
  categories: [
    { name: 'Groceries', type: 'expense', budgetedAmount: 0, actualAmount: 0, sortOrder: 0 },
    { name: 'Household', type: 'expense', budgetedAmount: 0, actualAmount: 0, sortOrder: 1 },
  ],
  totalBudgeted: 0,
  totalActual: 0,
  toBeBudgetedRollover: 0,
  version: 1,
};

function showPlan(rules: unknown[], due: unknown[] = []) {
  const fake = serveSharedLedger('editor', ({ url, method }) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/csrf-token') return { status: 200, body: { csrfToken: 'c' } };
    if (path === '/api/budgets') return { status: 200, body: [budget] };
    if (path === '/api/goals') return { status: 200, body: [] };
    if (path === '/api/recurring/due') return { status: 200, body: due };
    if (path === '/api/recurring' && method === 'GET') return { status: 200, body: rules };
    if (method === 'POST' || method === 'PUT')
      return { status: method === 'POST' ? 201 : 200, body: shop };
    return undefined;
  });
  renderWithProviders(
    <MemoryRouter>
      <PlanPage />
    </MemoryRouter>,
  );
  const writes = () =>
    fake.calls
      .filter((c) => c.method !== 'GET' && !c.url.includes('csrf'))
      .map((c) => ({
        method: c.method,
        url: new URL(c.url, 'http://localhost').pathname,
        body: c.body,
      }));
  return { writes };
}

describe('a split recurring rule', { timeout: 30_000 }, () => {
  it('is made with the Split switch, its parts adding up before Save sends it', async () => {
    const api = showPlan([]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New Rule' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText(/^Description/), 'Shop');
    await user.type(dialog.getByLabelText(/^Amount/), '100');
    await user.type(dialog.getByLabelText(/^Category/), 'Groceries');
    await user.click(dialog.getByRole('switch', { name: 'Split into parts' }));
    expect(dialog.queryByLabelText(/^Category/)).not.toBeInTheDocument();
    expect(dialog.getByLabelText(/^Part 1 amount/)).toHaveValue(100);
    await user.clear(dialog.getByLabelText(/^Part 1 amount/));
    await user.type(dialog.getByLabelText(/^Part 1 amount/), '60');
    await user.click(dialog.getByRole('combobox', { name: /^Part 2 category/ }));
    await user.click(await screen.findByRole('option', { name: 'Household' }));
    await user.type(dialog.getByLabelText(/^Part 2 amount/), '30');
    await user.type(dialog.getByLabelText('Part 2 note'), 'soap');
    expect(dialog.getByText('Left to assign: $10.00')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The parts add up to $90.00, not the amount $100.00',
    );
    expect(api.writes()).toEqual([]);

    await user.clear(dialog.getByLabelText(/^Part 2 amount/));
    await user.type(dialog.getByLabelText(/^Part 2 amount/), '40');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.writes()).toMatchObject([
      {
        method: 'POST',
        url: '/api/recurring',
        body: {
          description: 'Shop',
          amount: 100,
          category: null,
          splits: [
            { category: 'Groceries', amount: 60 },
            { category: 'Household', amount: 40, notes: 'soap' },
          ],
        },
      },
    ]);
  });

  it('shows a split rule and a split due occurrence by their parts', async () => {
    showPlan([shop], [gymDue]);
    const user = userEvent.setup();
    expect(await screen.findByText('Shop · -$100.00')).toBeInTheDocument();
    expect(screen.getAllByText('Split · 2')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Show parts of Shop' }));
    const parts = within(screen.getByRole('list', { name: 'Parts' }));
    expect(parts.getByText('Household')).toBeInTheDocument();
    expect(parts.getByText('soap')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /^Show parts of Gym on/ }));
    expect(screen.getByText('Fitness')).toBeInTheDocument();
  });

  it('is edited back to one category by turning Split off', async () => {
    const api = showPlan([shop]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Shop' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('switch', { name: 'Split into parts' })).toBeChecked();
    expect(dialog.getByLabelText('Part 2 note')).toHaveValue('soap');
    await user.click(dialog.getByRole('switch', { name: 'Split into parts' }));
    expect(dialog.getByLabelText(/^Category/)).toHaveValue('Groceries');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.writes()).toMatchObject([
      { method: 'PUT', body: { category: 'Groceries', splits: [] } },
    ]);
  });
});
