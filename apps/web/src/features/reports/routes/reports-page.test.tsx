import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { installFakeFetch, jsonResponse } from '../../../test/fake-fetch.ts';
import { ReportsPage } from './reports-page.tsx';

const month = new Date().toISOString().slice(0, 7);
const summary = {
  months: [
    {
      month,
      income: { actual: 5000, budgeted: 0 },
      expense: { actual: 1234.5, budgeted: 1500 },
      savings: { actual: 500, budgeted: 500 },
      categories: [
        { name: 'Salary', type: 'income', actual: 5000, budgeted: 0 },
        { name: 'Rent', type: 'expense', actual: 1000, budgeted: 1000 },
        { name: 'Groceries', type: 'expense', actual: 234.5, budgeted: 500 },
        { name: 'Emergency Fund', type: 'savings', actual: 500, budgeted: 500 },
      ],
    },
  ],
};
const insight = {
  id: `pace-${month}-0123456789ab`,
  kind: 'pace',
  text: 'Groceries: $234.50 of $500 spent by day 3',
  why: 'That is 47% of the budget.',
};

function serve() {
  // The server forgets a dismissed insight, as the real one does.
  let dismissed = false;
  return installFakeFetch(({ url, method }) => {
    const path = new URL(url, 'http://x').pathname;
    if (path === '/api/csrf-token') return { status: 200, body: { csrfToken: 't' } };
    if (path === '/api/reports/summary') return { status: 200, body: summary };
    if (path === '/api/reports/net-worth') return { status: 200, body: { months: [] } };
    if (path === '/api/reports/payees') {
      return {
        status: 200,
        body: { payees: [{ description: 'Landlord', total: 1000, count: 1 }] },
      };
    }
    if (path === '/api/insights') {
      return { status: 200, body: { insights: dismissed ? [] : [insight] } };
    }
    if (method === 'POST' && path.endsWith('/dismiss')) {
      dismissed = true;
      return { status: 200, body: { success: true } };
    }
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

describe('Reports page', { timeout: 30_000 }, () => {
  it('shows the charts as placeholders until the summary answers, and Retry after a failure', async () => {
    const api = serve();
    const answer = api.fetchMock.getMockImplementation()!;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let down = true;
    api.fetchMock.mockImplementation(async (input, init) => {
      if (!String(input).includes('/api/reports/summary')) return answer(input, init);
      await gate;
      return down ? jsonResponse(500, { msg: 'down' }) : answer(input, init);
    });
    renderPage();
    expect(
      await screen.findByRole('progressbar', { name: 'Loading the charts' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Spending by category' })).not.toBeInTheDocument();
    release();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText('The report could not be loaded. Please try again.')).toBeVisible();
    down = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByText(/\$1,234.50 spent in 2 categories/)).toBeInTheDocument();
  });

  it('asks for the last 6 months and shows each chart with its text summary', async () => {
    const { calls } = serve();
    renderPage();
    expect(await screen.findByText(/\$1,234.50 spent in 2 categories/)).toBeInTheDocument();
    const asked = calls.find((c) => c.url.includes('/api/reports/summary'));
    expect(asked?.url).toContain(`to=${month}`);
    for (const title of [
      'Spending by category',
      'Income, expense and savings',
      'Actual against budget',
      'Savings rate',
      'Top payees',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText(/Average 10.0% over 1 month with income/)).toBeInTheDocument();
  });

  it('shows a chart as a table whose rows link to the filtered transactions', async () => {
    serve();
    renderPage();
    const card = (await screen.findByRole('heading', { name: 'Spending by category' })).closest(
      'section',
    );
    if (!card) throw new Error('no card');
    await userEvent.click(within(card).getByRole('button', { name: 'Table' }));
    const rows = within(card).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'CategoryAmountShare',
      'Rent$1,000.0081.0%',
      'Groceries$234.5019.0%',
    ]);
    await userEvent.click(within(card).getByRole('link', { name: 'Groceries' }));
    expect(screen.getByTestId('where').textContent).toMatch(
      new RegExp(
        `^/transactions\\?startDate=.*&endDate=${month}-\\d\\d&category=Groceries&type=expense&all=true$`,
      ),
    );
  });

  it('downloads the table as CSV', async () => {
    serve();
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:x';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download Spending by category as CSV' }),
    );
    expect(click).toHaveBeenCalled();
    expect(await created[0]?.text()).toBe(
      'Category,Amount,Share\r\nRent,1000,81.0\r\nGroceries,234.5,19.0\r\n',
    );
  });

  it('lists the month’s insights with their why, and dismisses one', async () => {
    const { calls } = serve();
    renderPage();
    expect(await screen.findByText(insight.text)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Why?' }));
    expect(screen.getByText(insight.why)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: `Dismiss: ${insight.text}` }));
    await waitFor(() => expect(screen.queryByText(insight.text)).not.toBeInTheDocument());
    expect(
      calls.some(
        (c) => c.method === 'POST' && c.url.includes(`/api/insights/${insight.id}/dismiss`),
      ),
    ).toBe(true);
  });

  it('refuses a custom range that runs backwards', async () => {
    serve();
    renderPage();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Range' }));
    await userEvent.click(screen.getByRole('option', { name: 'Custom months' }));
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2030-01');
    expect(await screen.findByText('From must not be after to')).toBeInTheDocument();
  });
});
