import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { invalidateAfter } from '../../../entities/invalidation.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { ReportsPage } from './reports-page.tsx';

const month = new Date().toISOString().slice(0, 7);
const trip = { name: 'trip-2026', income: 0, expense: 1234.5, count: 5 };
const refunds = { name: 'Reimbursed', income: 300, expense: 120.25, count: 3 };

function serve(tags: () => { status: number; body?: unknown }) {
  return installFakeFetch(({ url }) => {
    const path = new URL(url, 'http://x').pathname;
    if (path === '/api/reports/summary') return { status: 200, body: { months: [] } };
    if (path === '/api/reports/payees') return { status: 200, body: { payees: [] } };
    if (path === '/api/reports/net-worth') return { status: 200, body: { months: [] } };
    if (path === '/api/insights') return { status: 200, body: { insights: [] } };
    if (path === '/api/reports/tags') return tags();
    return undefined;
  });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const renderPage = () =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/reports']}>
      <Routes>
        <Route path="/reports" element={<ReportsPage />} />
        <Route path="/transactions" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
const card = () => screen.getByRole('region', { name: 'Tags' });

describe('Tags on the Reports page', { timeout: 30_000 }, () => {
  it("shows each tag's expense, income and count for the range, largest first", async () => {
    const { calls } = serve(() => ({ status: 200, body: { tags: [trip, refunds] } }));
    renderPage();
    expect(
      await screen.findByText(
        '2 tags in this range; trip-2026 comes first with $1,234.50 spent in 5 transactions.',
      ),
    ).toBeInTheDocument();
    expect(
      within(card())
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['TagExpenseIncomeCount', 'trip-2026$1,234.50$0.005', 'Reimbursed$120.25$300.003']);
    const asked = new URL(calls.find((c) => c.url.includes('/api/reports/tags'))!.url, 'http://x');
    expect(asked.searchParams.get('to')).toBe(month);
    expect(asked.searchParams.get('from')).toMatch(/^\d{4}-\d{2}$/);
  });

  it('links a tag to its transactions in the range, every match at once', async () => {
    serve(() => ({ status: 200, body: { tags: [trip] } }));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('link', { name: 'trip-2026' }));
    const where = new URL(screen.getByTestId('where').textContent!, 'http://x');
    expect(where.pathname).toBe('/transactions');
    expect(where.searchParams.get('tag')).toBe('trip-2026');
    expect(where.searchParams.get('all')).toBe('true');
    expect(where.searchParams.get('startDate')).toMatch(/^\d{4}-\d{2}-01$/);
    expect(where.searchParams.get('endDate')).toMatch(new RegExp(`^${month}-\\d{2}$`));
  });

  it('says when no transaction of the range has a tag, with no table', async () => {
    serve(() => ({ status: 200, body: { tags: [] } }));
    renderPage();
    expect(await screen.findByText('No tagged transactions in this range.')).toBeInTheDocument();
    expect(within(card()).queryByRole('table')).not.toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Download Tags as CSV' })).toBeDisabled();
  });

  it('offers Retry when it fails, and follows a rename of a tag', async () => {
    let answer: { status: number; body?: unknown } = { status: 500, body: { msg: 'boom' } };
    serve(() => answer);
    const { queryClient } = renderPage();
    expect(
      await screen.findByText('The tags could not be loaded. Please try again.'),
    ).toBeVisible();
    answer = { status: 200, body: { tags: [trip] } };
    await userEvent.click(within(card()).getByRole('button', { name: 'Retry' }));
    expect(await within(card()).findByRole('link', { name: 'trip-2026' })).toBeInTheDocument();

    answer = { status: 200, body: { tags: [{ ...trip, name: 'Lisbon 2026' }] } };
    await act(() => invalidateAfter(queryClient, { kind: 'tagsChanged' }));
    await waitFor(() =>
      expect(within(card()).getByRole('link', { name: 'Lisbon 2026' })).toBeInTheDocument(),
    );
  });
});
