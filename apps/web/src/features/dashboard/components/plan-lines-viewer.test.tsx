import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { LedgerRoleName } from '@elevate/shared/schemas/ledgers';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { roleRendered, serveSharedLedger } from '../../../test/shared-ledger.ts';
import { CarryOverBudgetContext } from '../carry-over-context.ts';
import { sampleBudget } from '../test/fake-dashboard-api.ts';
import { CarryOverLine } from './carry-over-line.tsx';
import { InsightsPanel } from './insights-panel.tsx';
import { RolloverLine } from './rollover-line.tsx';

const budget = sampleBudget();
const [, rent, groceries] = budget.categories;
const carryOver = {
  rollover: { from: '2026-02-01T00:00:00.000Z', carried: 120, sourceNow: 150 },
  categories: [
    { name: 'Rent', type: 'expense', carryOver: false, carried: 0, available: 0 },
    { name: 'Groceries', type: 'expense', carryOver: true, carried: 25, available: -25 },
  ],
};
const insight = { id: 'pace-1', kind: 'pace', text: 'Groceries are ahead of the month', why: '…' };

function show(role: LedgerRoleName) {
  serveSharedLedger(role, ({ url }) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === `/api/budgets/${budget._id}/carry-over`) return { status: 200, body: carryOver };
    if (path === '/api/insights') return { status: 200, body: { insights: [insight] } };
    return undefined;
  });
  return renderWithProviders(
    <MemoryRouter>
      <CarryOverBudgetContext.Provider value={budget._id}>
        <RolloverLine budget={budget} />
        {rent && <CarryOverLine category={rent} />}
        {groceries && <CarryOverLine category={groceries} />}
      </CarryOverBudgetContext.Provider>
      <InsightsPanel month={budget.month} />
    </MemoryRouter>,
  ).queryClient;
}

describe("the dashboard's carry-over, rollover and insights by ledger role", () => {
  it('gives an editor the Carry over switches, Update and Dismiss', async () => {
    show('editor');
    expect(await screen.findAllByRole('switch', { name: 'Carry over' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: `Dismiss: ${insight.text}` }),
    ).toBeInTheDocument();
  });

  it('shows a viewer what is carried and rolled over, and the insights, with no control', async () => {
    const queryClient = show('viewer');
    expect(await screen.findByTestId('carried-amount')).toHaveTextContent('+$25.00 carried');
    expect(screen.getByTestId('rollover-line')).toHaveTextContent('Rolled over from February');
    expect(await screen.findByText(insight.text)).toBeInTheDocument();
    await roleRendered(queryClient);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /dismiss/i })).not.toBeInTheDocument();
  });
});
