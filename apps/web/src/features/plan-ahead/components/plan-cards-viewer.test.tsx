import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { addDays, toDay } from '@elevate/shared';
import type { LedgerRoleName } from '@elevate/shared/schemas/ledgers';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { roleRendered, serveSharedLedger } from '../../../test/shared-ledger.ts';
import { planEmptyText } from '../plan-messages.ts';
import { PlanPage } from '../routes/plan-page.tsx';
import { PlanAheadCards } from './plan-ahead-cards.tsx';

const today = toDay(new Date());
const rent = {
  _id: '64b0000000000000000000a1',
  description: 'Rent',
  amount: 1200,
  type: 'expense',
  category: 'Housing',
  frequency: 'monthly',
  interval: 1,
  startDate: addDays(today, 3),
  endDate: null,
  count: null,
  lastDayOfMonth: false,
  auto: false,
  nextDate: addDays(today, 3),
  createdAt: '2026-01-01T00:00:00.000Z',
};
const gymDue = {
  ruleId: '64b0000000000000000000a2',
  date: addDays(today, -1),
  description: 'Gym',
  amount: 30,
  type: 'expense',
  category: 'Fitness',
};
const goal = (name: string, reached: boolean) => ({
  _id: `64b0000000000000000000${reached ? 'b2' : 'b1'}`,
  name,
  targetAmount: 1000,
  targetDate: null,
  category: 'Savings',
  saved: reached ? 1000 : 250,
  remaining: reached ? 0 : 750,
  monthlyNeeded: null,
  onTrack: null,
  reached,
  percent: reached ? 100 : 25,
  archived: false,
  createdAt: '2026-01-01T00:00:00.000Z',
});

type Data = { rules: unknown[]; due: unknown[]; goals: unknown[] };
const full: Data = { rules: [rent], due: [gymDue], goals: [goal('Holiday', false)] };
const empty: Data = { rules: [], due: [], goals: [] };

function serve(role: LedgerRoleName, data: Data) {
  return serveSharedLedger(role, ({ url, method }) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (method !== 'GET') return undefined;
    if (path === '/api/recurring') return { status: 200, body: data.rules };
    if (path === '/api/recurring/due') return { status: 200, body: data.due };
    if (path === '/api/goals') return { status: 200, body: data.goals };
    return undefined;
  });
}

function showPlan(role: LedgerRoleName, data: Data = full) {
  const fake = serve(role, data);
  const { queryClient } = renderWithProviders(
    <MemoryRouter>
      <PlanPage />
    </MemoryRouter>,
  );
  return { ...fake, queryClient };
}

const upcoming = () => screen.getByRole('region', { name: 'Upcoming' });

describe('the Plan page by ledger role', () => {
  it('gives an editor New Rule, Edit, Delete, Record, Skip and New Goal', async () => {
    showPlan('editor');
    expect(await screen.findByRole('button', { name: 'Edit Rent' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Rent' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Rule' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Record Gym on/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Skip Gym on/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Goal' })).toBeInTheDocument();
  });

  it('shows a viewer the rules, due and upcoming dates and goals without any write control', async () => {
    const { queryClient } = showPlan('viewer');
    expect(await screen.findByText(/^Rent · -\$1,200\.00 · Housing$/)).toBeInTheDocument();
    expect(await within(upcoming()).findByText('Gym')).toBeInTheDocument();
    expect(await screen.findByTestId('goal-Holiday')).toBeInTheDocument();
    await roleRendered(queryClient);
    expect(within(upcoming()).getAllByTestId('upcoming-occurrence')).not.toHaveLength(0);
    for (const name of ['New Rule', 'Edit Rent', 'Delete Rent', 'New Goal']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: /^(Record|Skip) / })).not.toBeInTheDocument();
  });

  it('tells a viewer with nothing planned yet that they can view but not add', async () => {
    const { queryClient } = showPlan('viewer', empty);
    await roleRendered(queryClient);
    expect(await screen.findByText(planEmptyText.rules.viewer)).toBeInTheDocument();
    expect(await screen.findByText(planEmptyText.goals.viewer)).toBeInTheDocument();
    expect(await screen.findByText(planEmptyText.upcoming.viewer)).toBeInTheDocument();
    expect(screen.queryByText(/Add rent|Set one|Add bills/)).not.toBeInTheDocument();
  });

  it('leaves a reached goal unarchived for a viewer: archiving is a write they may not make', async () => {
    const { calls, queryClient } = showPlan('viewer', { ...empty, goals: [goal('Bike', true)] });
    expect(await screen.findByTestId('goal-Bike')).toBeInTheDocument();
    await roleRendered(queryClient);
    expect(screen.queryByText(/Goal reached/)).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});

describe("the dashboard's plan cards by ledger role", () => {
  function showCards(role: LedgerRoleName) {
    serve(role, empty);
    return renderWithProviders(
      <MemoryRouter>
        <PlanAheadCards />
      </MemoryRouter>,
    ).queryClient;
  }

  it("offers an editor 'Manage recurring' and something to add", async () => {
    showCards('editor');
    expect(await screen.findByRole('link', { name: 'Manage recurring' })).toBeInTheDocument();
    expect(await screen.findByText(planEmptyText.upcoming.writer)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Goal' })).toBeInTheDocument();
  });

  it("offers a viewer 'See recurring' and nothing to add", async () => {
    const queryClient = showCards('viewer');
    await roleRendered(queryClient);
    expect(screen.getByRole('link', { name: 'See recurring' })).toHaveAttribute('href', '/plan');
    expect(await screen.findByText(planEmptyText.upcoming.viewer)).toBeInTheDocument();
    expect(await screen.findByText(planEmptyText.goals.viewer)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Goal' })).not.toBeInTheDocument();
  });
});
