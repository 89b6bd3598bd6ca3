import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { LedgerRoleName } from '@elevate/shared/schemas/ledgers';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { roleRendered, serveSharedLedger } from '../../../test/shared-ledger.ts';
import { MonthInsights } from './month-insights.tsx';

const month = '2026-03';
const insight = {
  id: `pace-${month}-0123456789ab`,
  kind: 'pace',
  text: 'Groceries: $234.50 of $500 spent by day 3',
  why: 'That is 47% of the budget.',
};

function show(role: LedgerRoleName) {
  serveSharedLedger(role, ({ url }) =>
    new URL(url, 'http://localhost').pathname === '/api/insights'
      ? { status: 200, body: { insights: [insight] } }
      : undefined,
  );
  return renderWithProviders(<MonthInsights month={month} />).queryClient;
}

describe("the Reports page's insights by ledger role", () => {
  it('lets an editor dismiss an insight', async () => {
    show('editor');
    expect(await screen.findByRole('button', { name: `Dismiss: ${insight.text}` })).toBeVisible();
  });

  it('shows a viewer the insight and its why, with no dismiss', async () => {
    const queryClient = show('viewer');
    expect(await screen.findByText(insight.text)).toBeInTheDocument();
    await roleRendered(queryClient);
    expect(screen.getByRole('button', { name: 'Why?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /dismiss/i })).not.toBeInTheDocument();
  });
});
