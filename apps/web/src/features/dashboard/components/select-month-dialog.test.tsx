import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addMonths, startOfMonthUTC } from '@elevate/shared';
import { SelectMonthDialog } from './select-month-dialog.tsx';

const now = startOfMonthUTC(new Date());
const iso = (offset: number) => addMonths(now, offset).toISOString();

describe('Select Month dialog', () => {
  it('lists months newest first and marks the selected and the real current month', () => {
    render(
      <SelectMonthDialog
        open
        months={[iso(-2), iso(0), iso(-1)]}
        selected={addMonths(now, -1)}
        onSelect={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.slice(0, 6))).toEqual(
      [0, -1, -2].map((offset) =>
        addMonths(now, offset)
          .toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })
          .slice(0, 6),
      ),
    );
    expect(within(items[0]!).getByText('This Month')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Current')).toBeInTheDocument();
    expect(screen.getAllByText('Current')).toHaveLength(1);
  });

  it('picking a month hands it to the caller', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(
      <SelectMonthDialog
        open
        months={[iso(0), iso(-1)]}
        selected={now}
        onSelect={onSelect}
        onClose={vi.fn()}
      />,
    );
    await user.click(screen.getAllByRole('button')[1]!);
    expect(onSelect).toHaveBeenCalledWith(iso(-1));
  });

  it('explains an empty list', () => {
    render(
      <SelectMonthDialog open months={[]} selected={now} onSelect={vi.fn()} onClose={vi.fn()} />,
    );
    expect(
      screen.getByText('No budget months available yet. Create your first budget to get started!'),
    ).toBeInTheDocument();
  });

  it('shows the days of each month when the budget month starts on the 25th', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-26T12:00:00.000Z'));
    render(
      <SelectMonthDialog
        open
        months={['2026-03-01T00:00:00.000Z', '2026-04-01T00:00:00.000Z']}
        selected={new Date(Date.UTC(2026, 2, 1))}
        monthStartDay={25}
        onSelect={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    const [april, march] = screen.getAllByRole('listitem');
    expect(april).toHaveTextContent('April 2026');
    expect(april).toHaveTextContent('25 Mar – 24 Apr');
    // On 26 March the budget month of today is April.
    expect(within(april!).getByText('This Month')).toBeInTheDocument();
    expect(march).toHaveTextContent('25 Feb – 24 Mar');
    expect(within(march!).getByText('Current')).toBeInTheDocument();
    expect(within(march!).queryByText('This Month')).not.toBeInTheDocument();
  });

  it('shows no days with the month starting on the 1st', () => {
    render(
      <SelectMonthDialog
        open
        months={[iso(0)]}
        selected={now}
        monthStartDay={1}
        onSelect={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByRole('listitem')).not.toHaveTextContent('–');
  });
});
