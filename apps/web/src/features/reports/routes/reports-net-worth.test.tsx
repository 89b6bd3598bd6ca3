import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { invalidateAfter } from '../../../entities/invalidation.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { ReportsPage } from './reports-page.tsx';

const month = new Date().toISOString().slice(0, 7);
const previous = (() => {
  const d = new Date(`${month}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 7);
})();
const label = (m: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${m}-01T00:00:00Z`),
  );

function serve(netWorth: () => { status: number; body?: unknown }) {
  return installFakeFetch(({ url }) => {
    const path = new URL(url, 'http://x').pathname;
    if (path === '/api/reports/summary') return { status: 200, body: { months: [] } };
    if (path === '/api/reports/payees') return { status: 200, body: { payees: [] } };
    if (path === '/api/reports/tags') return { status: 200, body: { tags: [] } };
    if (path === '/api/insights') return { status: 200, body: { insights: [] } };
    if (path === '/api/reports/net-worth') return netWorth();
    return undefined;
  });
}

const months = (lastNetWorth: number) => ({
  months: [
    { month: previous, assets: 11000, liabilities: -500, netWorth: 10500, accounts: [] },
    {
      month,
      assets: lastNetWorth + 320.25,
      liabilities: -320.25,
      netWorth: lastNetWorth,
      accounts: [],
    },
  ],
});

const renderPage = () =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/reports']}>
      <ReportsPage />
    </MemoryRouter>,
  );

describe('Net worth on the Reports page', { timeout: 30_000 }, () => {
  it("asks for the page's range and shows assets, liabilities and net worth, with a table", async () => {
    const { calls } = serve(() => ({ status: 200, body: months(10930.25) }));
    renderPage();
    // The card's placeholder gives way to the chart once the answer is in.
    const summaryText = await screen.findByText(/\$10,930.25 at the end of .*; up \$430.25 since/);
    const card = summaryText.closest('section')!;
    expect(within(card).getByRole('heading', { name: 'Net worth' })).toBeInTheDocument();
    const asked = calls.find((c) => c.url.includes('/api/reports/net-worth'));
    expect(asked?.url).toContain(`to=${month}`);
    expect(asked?.url).toMatch(/from=\d{4}-\d{2}/);

    await userEvent.click(within(card).getByRole('button', { name: 'Table' }));
    expect(
      within(card)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'MonthAssetsLiabilitiesNet worth',
      `${label(previous)}$11,000.00-$500.00$10,500.00`,
      `${label(month)}$11,250.50-$320.25$10,930.25`,
    ]);
  });

  it('refetches when an account changes, and offers Retry when it fails', async () => {
    let answer = { status: 500, body: { msg: 'boom' } as unknown };
    serve(() => answer);
    const { queryClient } = renderPage();
    expect(
      await screen.findByText('The net worth could not be loaded. Please try again.'),
    ).toBeVisible();
    answer = { status: 200, body: months(9000) };
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/\$9,000.00 at the end of/)).toBeInTheDocument();

    answer = { status: 200, body: months(9500) };
    await act(() =>
      invalidateAfter(queryClient, { kind: 'financialAccountsChanged', budgetTouched: false }),
    );
    await waitFor(() => expect(screen.getByText(/\$9,500.00 at the end of/)).toBeInTheDocument());
  });
});
