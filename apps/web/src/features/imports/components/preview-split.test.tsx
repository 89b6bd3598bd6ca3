import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportRow } from '@elevate/shared/schemas/imports';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { makePreview, makeRows } from '../test/import-fixtures.ts';
import { PreviewStep } from './preview-step.tsx';

const part = (category: string, amount: number) => ({
  category,
  type: 'expense' as const,
  amount,
  notes: null,
});

/** Row 1 of three is a QIF split of $10.01 into two parts. */
function rows(): ImportRow[] {
  const [first, ...rest] = makeRows(0, 3);
  const split: ImportRow = {
    ...first!,
    amount: 10.01,
    category: '',
    categorySource: 'file',
    splits: [part('Groceries', 6.01), part('Household', 4)],
  };
  return [split, ...rest.map((row) => ({ ...row, splits: [] }))];
}

function renderPreview() {
  installFakeFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/budgets') return { status: 200, body: [] };
    if (!url.pathname.endsWith('/rows')) return undefined;
    return { status: 200, body: { rows: rows(), page: 1, limit: 100, count: 3, totalPages: 1 } };
  });
  const onConfirm = vi.fn();
  renderWithProviders(
    <PreviewStep
      preview={makePreview(3, { duplicates: 1, rows: rows() })}
      busy={false}
      onConfirm={onConfirm}
      onCancel={vi.fn()}
    />,
  );
  return { onConfirm };
}

describe('a split row in the import preview', { timeout: 30_000 }, () => {
  it('shows its parts where the category is, and files it under one category when chosen', async () => {
    const { onConfirm } = renderPreview();
    const chip = await screen.findByLabelText(
      'Row 1 is split into 2 parts: Groceries $6.01 · Household $4.00',
    );
    expect(chip).toHaveTextContent('Split · 2');
    const box = screen.getByLabelText('Category of row 1: choosing one replaces the split');
    await userEvent.click(box);
    await userEvent.type(box, 'Food');
    await userEvent.click(await screen.findByRole('option', { name: 'Create category "Food"' }));
    expect(screen.queryByText('Split · 2')).not.toBeInTheDocument();
    const row = screen.getByLabelText('Category of row 1').closest('tr') as HTMLElement;
    expect(within(row).getByLabelText('Category of row 1')).toHaveValue('Food');

    fireEvent.click(screen.getByRole('button', { name: /^Import \d+ transactions?$/ }));
    expect(onConfirm).toHaveBeenCalledWith(
      expect.objectContaining({ changes: [{ index: 0, category: 'Food', type: undefined }] }),
      expect.any(Number),
    );
  });

  it('leaves an untouched split row out of the changes, so it is imported split', async () => {
    const { onConfirm } = renderPreview();
    expect(await screen.findByText('Split · 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Import \d+ transactions?$/ }));
    expect(onConfirm).toHaveBeenCalledWith(
      expect.objectContaining({ changes: [] }),
      expect.any(Number),
    );
  });
});
