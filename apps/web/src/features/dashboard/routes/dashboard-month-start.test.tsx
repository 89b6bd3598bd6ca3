import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getSelectedMonth } from '../../../lib/selected-month.ts';
import { installDashboardApi, sampleBudget } from '../test/fake-dashboard-api.ts';
import { renderWithProviders } from '../test/render-dashboard.tsx';
import { DashboardPage } from './dashboard-page.tsx';

const march = '2026-03-01T00:00:00.000Z';
const april = '2026-04-01T00:00:00.000Z';

/** 26 March 2026: with the ledger's months starting on the 25th, April's budget month has begun. */
function onThe26thOfMarch() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-26T12:00:00.000Z'));
}

describe('dashboard with budget months starting on the 25th', { timeout: 15_000 }, () => {
  it('opens on the budget month of today, shows its days and allows next up to it', async () => {
    onThe26thOfMarch();
    const api = installDashboardApi({
      monthStartDay: 25,
      months: [march, april],
      budget: sampleBudget({ month: april }),
    });
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage />);

    const title = await screen.findByRole('button', { name: 'April 2026 25 Mar – 24 Apr' });
    expect(within(title).getByRole('heading', { level: 1 })).toHaveTextContent('April 2026');
    expect(screen.getByText('Current Month')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    expect(getSelectedMonth(25)).toBe('2026-04');
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/budgets').some((c) => c.url.includes('2026-04-01'))).toBe(
        true,
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(
      await screen.findByRole('button', { name: 'March 2026 25 Feb – 24 Mar' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Current Month')).not.toBeInTheDocument();
    // March is before today's budget month: next may go back up to April.
    expect(screen.getByRole('button', { name: 'Next month' })).toBeEnabled();
  });

  it('M opens the Select Month dialog with each month’s days and This Month on April', async () => {
    onThe26thOfMarch();
    installDashboardApi({
      monthStartDay: 25,
      months: [march, april],
      budget: sampleBudget({ month: april }),
    });
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage />);
    await screen.findByRole('button', { name: 'April 2026 25 Mar – 24 Apr' });

    await user.keyboard('m');
    const dialog = await screen.findByRole('dialog', { name: 'Select Month' });
    const [first, second] = within(dialog).getAllByRole('listitem');
    expect(first).toHaveTextContent('April 2026');
    expect(first).toHaveTextContent('25 Mar – 24 Apr');
    expect(within(first!).getByText('This Month')).toBeInTheDocument();
    expect(second).toHaveTextContent('March 2026');
    expect(second).toHaveTextContent('25 Feb – 24 Mar');
    expect(within(second!).queryByText('This Month')).not.toBeInTheDocument();
  });

  it('with the months starting on the 1st, 26 March is March and no days are shown', async () => {
    onThe26thOfMarch();
    installDashboardApi({
      monthStartDay: 1,
      months: [march],
      budget: sampleBudget({ month: march }),
    });
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByRole('button', { name: 'March 2026' })).toBeInTheDocument();
    expect(screen.getByText('Current Month')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    await user.keyboard('m');
    const dialog = await screen.findByRole('dialog', { name: 'Select Month' });
    expect(within(dialog).getByRole('listitem')).not.toHaveTextContent('–');
  });
});
