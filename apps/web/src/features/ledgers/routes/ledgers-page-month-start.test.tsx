import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MonthStartPreview } from '@elevate/shared/schemas/ledgers';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { setSelectedLedgerId } from '../../../lib/selected-ledger.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { LedgersPage } from './ledgers-page.tsx';

beforeEach(() => clearCsrfToken());

const me = '64b000000000000000000001';
const family = '64b000000000000000000002';
const sums = (income: number, expenses: number, savings: number) => ({ income, expenses, savings });
const preview: MonthStartPreview = {
  day: 25,
  moved: 3,
  months: [
    { month: '2026-03', before: sums(3000, 1200, 200), after: sums(3000, 1150, 200) },
    { month: '2026-04', before: sums(0, 80, 0), after: sums(0, 130, 0) },
  ],
};

/** The personal ledger (owned), or a shared one where the caller is an editor. */
function serve(role: 'owner' | 'editor' = 'owner') {
  const ledger = { _id: me, name: 'Personal', role: 'owner', personal: true, monthStartDay: 1 };
  const shared = { _id: family, name: 'Family', role, personal: false, monthStartDay: 25 };
  if (role === 'editor') setSelectedLedgerId(family);
  const fake = installFakeFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    const path = url.pathname;
    if (path === '/api/csrf-token') return { status: 200, body: { csrfToken: 'c' } };
    if (path === '/api/ledgers') return { status: 200, body: { ledgers: [ledger, shared] } };
    if (path === `/api/ledgers/${me}/month-start-preview`) {
      const day = Number(url.searchParams.get('day'));
      return { status: 200, body: { ...preview, day } };
    }
    if (path === `/api/ledgers/${me}` && call.method === 'PUT') {
      ledger.monthStartDay = (call.body as { monthStartDay: number }).monthStartDay;
      return { status: 200, body: ledger };
    }
    if (path.endsWith('/members')) return { status: 200, body: { members: [] } };
    if (path.endsWith('/invitations')) return { status: 200, body: { invitations: [] } };
    if (path.endsWith('/activity')) return { status: 200, body: { events: [] } };
    return undefined;
  });
  renderWithProviders(
    <MemoryRouter>
      <LedgersPage />
    </MemoryRouter>,
  );
  return fake.calls;
}

const puts = (calls: ReturnType<typeof serve>) =>
  calls.filter((call) => call.method === 'PUT').map((call) => [call.url, call.body]);

describe('budget month starts on day', { timeout: 20_000 }, () => {
  it('previews the change, saves the new day and undoes it with the old one', async () => {
    const calls = serve();
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: 'Budget month starts on day' });
    expect(select).toHaveTextContent('1');
    expect(screen.getByText('Each budget month is a calendar month.')).toBeInTheDocument();

    await user.click(select);
    await user.click(screen.getByRole('option', { name: '25' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start budget months on day 25?' });
    expect(
      await within(dialog).findByText('3 transactions move to another budget month.'),
    ).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Month totals that change' });
    const march = within(table).getByRole('rowheader', { name: 'March 2026' });
    expect(march).toBeInTheDocument();
    // Only the totals that change: March's expenses, not its income or savings.
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'TotalBeforeAfter',
      'March 2026',
      'Expenses$1,200.00→ $1,150.00',
      'April 2026',
      'Expenses$80.00→ $130.00',
    ]);
    expect(puts(calls)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts(calls)).toEqual([[`/api/ledgers/${me}`, { monthStartDay: 25 }]]);
    expect(await screen.findByText('Budget months now start on day 25.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Budget month starts on day' })).toHaveTextContent(
      '25',
    );

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Budget months start on day 1 again.')).toBeInTheDocument();
    expect(puts(calls)).toEqual([
      [`/api/ledgers/${me}`, { monthStartDay: 25 }],
      [`/api/ledgers/${me}`, { monthStartDay: 1 }],
    ]);
    expect(screen.getByRole('combobox', { name: 'Budget month starts on day' })).toHaveTextContent(
      '1',
    );
  });

  it('Cancel keeps the day and saves nothing', async () => {
    const calls = serve();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Budget month starts on day' }));
    await user.click(screen.getByRole('option', { name: '10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start budget months on day 10?' });
    await within(dialog).findByText('3 transactions move to another budget month.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Budget month starts on day' })).toHaveTextContent(
      '1',
    );
    expect(puts(calls)).toEqual([]);
  });

  it('a member who is not the owner reads the day and what it means', async () => {
    serve('editor');
    expect(await screen.findByText('Budget month starts on day 25')).toBeInTheDocument();
    expect(
      screen.getByText(
        /^Each budget month starts on day 25: \w+ \d{4} covers 25 \w{3} – 24 \w{3}\.$/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('combobox', { name: 'Budget month starts on day' }),
    ).not.toBeInTheDocument();
  });
});
