import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ImportRow } from '@elevate/shared/schemas/imports';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { makePreview, makeRow } from '../test/import-fixtures.ts';
import { PreviewStep } from './preview-step.tsx';

const hand = (id: string, description: string, date: string, amount: number) => ({
  _id: id,
  date,
  description,
  amount,
  type: 'expense' as const,
  category: 'Streaming',
});

/** Four rows: the first two possibly match the user's own Netflix and Spotify. */
function renderMatches() {
  const rows: ImportRow[] = [0, 1, 2, 3].map((i) => ({ ...makeRow(i), duplicate: false }));
  rows[0] = {
    ...rows[0]!,
    description: 'NETFLIX.COM 866-579-7172',
    match: hand('n1', 'Netflix', '2026-03-03T00:00:00.000Z', 15.49),
  };
  rows[1] = {
    ...rows[1]!,
    description: 'SPOTIFY P0123',
    match: hand('s1', 'Spotify', '2026-03-02T00:00:00.000Z', 10.99),
  };
  const onConfirm = vi.fn();
  renderWithProviders(
    <PreviewStep
      preview={makePreview(4, { rows, duplicates: 0, matches: 2 })}
      busy={false}
      onConfirm={onConfirm}
      onCancel={vi.fn()}
    />,
  );
  return { onConfirm };
}

describe('Possible matches in the preview', { timeout: 30_000 }, () => {
  it('shows the existing transaction beside the row, linked by default', () => {
    const { onConfirm } = renderMatches();
    expect(screen.getByRole('status')).toHaveTextContent('2 possible matches');
    const row = screen.getByText('NETFLIX.COM 866-579-7172').closest('tr') as HTMLElement;
    expect(within(row).getByTestId('possible-match')).toHaveTextContent(
      'Possible match: Netflix · Mar 3, 2026 · Streaming',
    );
    expect(within(row).getByLabelText('Possible match of row 1: Netflix')).toHaveDisplayValue(
      "Link: bank's date and text",
    );
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 transactions, link 2' }));
    expect(onConfirm).toHaveBeenCalledWith(
      { exclude: [], include: [], changes: [], matches: [] },
      0,
    );
  });

  it('keep both adds the row; keeping my text is sent; an unticked row is not linked', () => {
    const { onConfirm } = renderMatches();
    fireEvent.change(screen.getByLabelText('Possible match of row 1: Netflix'), {
      target: { value: 'keepBoth' },
    });
    fireEvent.change(screen.getByLabelText('Possible match of row 2: Spotify'), {
      target: { value: 'existing' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Import 3 transactions, link 1' }));
    expect(onConfirm).toHaveBeenLastCalledWith(
      {
        exclude: [],
        include: [],
        changes: [],
        matches: [
          { index: 0, action: 'keepBoth' },
          { index: 1, action: 'link', date: 'existing', text: 'existing' },
        ],
      },
      0,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Import row 2: SPOTIFY P0123' }));
    expect(screen.getByRole('button', { name: 'Import 3 transactions' })).toBeEnabled();
  });
});
