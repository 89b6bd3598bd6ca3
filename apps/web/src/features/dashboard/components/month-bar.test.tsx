import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addMonths, startOfMonthUTC } from '@elevate/shared';
import { MonthBar } from './month-bar.tsx';

const history = {
  undoCount: 0,
  redoCount: 0,
  canUndo: false,
  canRedo: false,
  undo: vi.fn(),
  redo: vi.fn(),
};

function renderBar(props: Partial<Parameters<typeof MonthBar>[0]> = {}) {
  const handlers = {
    onPrev: vi.fn(),
    onNext: vi.fn(),
    onOpenPicker: vi.fn(),
    onStartTour: vi.fn(),
  };
  render(
    <MonthBar
      month={startOfMonthUTC(new Date())}
      canPrev={false}
      canNext={false}
      history={history}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('month bar', () => {
  it('marks the present month with the Current Month badge', () => {
    renderBar();
    expect(screen.getByText('Current Month')).toBeInTheDocument();
  });

  it('shows no badge for a past month', () => {
    renderBar({ month: addMonths(new Date(), -2) });
    expect(screen.queryByText('Current Month')).not.toBeInTheDocument();
  });

  it('explains why previous and next are disabled', async () => {
    const user = userEvent.setup();
    renderBar();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    await user.hover(screen.getByRole('button', { name: 'Previous month' }).parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('No earlier data available');
    await user.unhover(screen.getByRole('button', { name: 'Previous month' }).parentElement!);
    await user.hover(screen.getByRole('button', { name: 'Next month' }).parentElement!);
    expect(await screen.findByText('Cannot navigate to future months')).toBeInTheDocument();
  });

  it('steps months when allowed', async () => {
    const user = userEvent.setup();
    const handlers = renderBar({ canPrev: true, canNext: true });
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(handlers.onPrev).toHaveBeenCalledOnce();
    expect(handlers.onNext).toHaveBeenCalledOnce();
  });

  it('opens the month picker from the title and from the calendar avatar', async () => {
    const user = userEvent.setup();
    const handlers = renderBar({ month: new Date(Date.UTC(2026, 2, 1)) });
    await user.click(screen.getByRole('button', { name: 'March 2026' }));
    await user.click(screen.getByRole('button', { name: 'Select month' }));
    expect(handlers.onOpenPicker).toHaveBeenCalledTimes(2);
  });

  it('starts the tour from the Tour button', async () => {
    const user = userEvent.setup();
    const handlers = renderBar();
    await user.click(screen.getByRole('button', { name: 'Tour' }));
    expect(handlers.onStartTour).toHaveBeenCalledOnce();
  });

  it('disables undo and redo with nothing stored and says so', async () => {
    const user = userEvent.setup();
    renderBar();
    expect(screen.getByRole('button', { name: 'Undo (0)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Redo (0)' })).toBeDisabled();
    await user.hover(screen.getByRole('button', { name: 'Undo (0)' }).parentElement!);
    expect(await screen.findByText('No changes to undo')).toBeInTheDocument();
    await user.hover(screen.getByRole('button', { name: 'Redo (0)' }).parentElement!);
    expect(await screen.findByText('No changes to redo')).toBeInTheDocument();
  });

  it('shows the counts and the enabled tooltips', async () => {
    const user = userEvent.setup();
    const undo = vi.fn();
    renderBar({
      history: { ...history, undoCount: 2, redoCount: 1, canUndo: true, canRedo: true, undo },
    });
    await user.hover(screen.getByRole('button', { name: 'Undo (2)' }));
    expect(await screen.findByText('Undo last change')).toBeInTheDocument();
    await user.hover(screen.getByRole('button', { name: 'Redo (1)' }));
    expect(await screen.findByText('Redo last change')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo (2)' }));
    expect(undo).toHaveBeenCalledOnce();
  });

  describe('with the budget month starting on the 25th', () => {
    it('shows the days the month covers under its name', () => {
      renderBar({ month: new Date(Date.UTC(2026, 3, 1)), monthStartDay: 25 });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('April 2026');
      expect(screen.getByText('25 Mar – 24 Apr')).toBeInTheDocument();
      expect(
        screen.getByRole('button', { name: 'April 2026 25 Mar – 24 Apr' }),
      ).toBeInTheDocument();
    });

    it('spans the turn of the year', () => {
      renderBar({ month: new Date(Date.UTC(2027, 0, 1)), monthStartDay: 25 });
      expect(screen.getByText('25 Dec – 24 Jan')).toBeInTheDocument();
    });

    it('counts April as the current month from 25 March on', () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-03-26T12:00:00.000Z'));
      renderBar({ month: new Date(Date.UTC(2026, 3, 1)), monthStartDay: 25 });
      expect(screen.getByText('Current Month')).toBeInTheDocument();
    });

    it('does not count March as the current month on 26 March', () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-03-26T12:00:00.000Z'));
      renderBar({ month: new Date(Date.UTC(2026, 2, 1)), monthStartDay: 25 });
      expect(screen.queryByText('Current Month')).not.toBeInTheDocument();
    });
  });

  it('shows no days with the month starting on the 1st, as always', () => {
    renderBar({ month: new Date(Date.UTC(2026, 3, 1)), monthStartDay: 1 });
    expect(screen.getByRole('button', { name: 'April 2026' })).toBeInTheDocument();
    expect(screen.queryByText(/–/)).not.toBeInTheDocument();
  });
});
