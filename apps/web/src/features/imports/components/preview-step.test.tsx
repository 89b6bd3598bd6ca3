import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { makePreview, makeRows } from '../test/import-fixtures.ts';
import { previewRowHeight } from './preview-table.tsx';
import { PreviewStep } from './preview-step.tsx';

const total = 100_000;

function renderPreview(count = total) {
  const { calls } = installFakeFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    // No budgets: the category pickers offer the row's own category and Uncategorized.
    if (url.pathname === '/api/budgets') return { status: 200, body: [] };
    if (!url.pathname.endsWith('/rows')) return undefined;
    const page = Number(url.searchParams.get('page'));
    const limit = Number(url.searchParams.get('limit'));
    const rows = makeRows((page - 1) * limit, Math.min(count, page * limit));
    return { status: 200, body: { rows, page, limit, count, totalPages: count / limit } };
  });
  const onConfirm = vi.fn();
  renderWithProviders(
    <PreviewStep
      preview={makePreview(count)}
      busy={false}
      onConfirm={onConfirm}
      onCancel={vi.fn()}
    />,
  );
  return { calls, onConfirm };
}

/** Types a new category into row n's picker and takes 'Create category "…"'. */
async function pickNew(n: number, name: string) {
  const box = screen.getByLabelText(`Category of row ${n}`);
  await userEvent.click(box);
  await userEvent.clear(box);
  await userEvent.type(box, name);
  await userEvent.click(await screen.findByRole('option', { name: `Create category "${name}"` }));
}

const rowsInDom = () => screen.getAllByTestId('preview-row');
const tick = (n: number) =>
  screen.getByRole('checkbox', { name: `Import row ${n}: Payee ${n - 1}` });

function scrollTo(index: number) {
  const scroller = screen.getByTestId('preview-scroller');
  Object.defineProperty(scroller, 'scrollTop', {
    value: index * previewRowHeight.wide,
    configurable: true,
  });
  fireEvent.scroll(scroller);
}

describe('Import preview', { timeout: 30_000 }, () => {
  it('keeps only the rows in view in the DOM for 100,000 rows and reads pages as it scrolls', async () => {
    const { calls } = renderPreview();
    expect(screen.getByRole('table', { name: 'Rows to import' })).toHaveAttribute(
      'aria-rowcount',
      String(total + 1),
    );
    expect(rowsInDom().length).toBeLessThan(50);
    expect(screen.getByText('Payee 0')).toBeInTheDocument();
    // Page 1 came with the upload: nothing was fetched yet.
    expect(calls.filter((c) => c.url.includes('/rows'))).toHaveLength(0);

    scrollTo(76_543);
    expect(await screen.findByText('Payee 76543')).toBeInTheDocument();
    expect(screen.queryByText('Payee 0')).not.toBeInTheDocument();
    expect(rowsInDom().length).toBeLessThan(50);
    const fetched = calls.filter((c) => c.url.includes('/rows')).map((c) => c.url);
    expect(fetched.some((url) => url.includes('page=77') && url.includes('limit=1000'))).toBe(true);
  });

  it('unticks duplicates; ticking and unticking changes the count and the confirm body', async () => {
    const { onConfirm } = renderPreview(30);
    expect(screen.getByRole('status')).toHaveTextContent('30 rows · 3 duplicates · 27 selected');
    const duplicateRow = tick(1).closest('tr') as HTMLElement;
    expect(within(duplicateRow).getByText('Duplicate')).toBeInTheDocument();
    expect(tick(1)).not.toBeChecked();
    expect(tick(2)).toBeChecked();

    fireEvent.click(tick(1));
    fireEvent.click(tick(2));
    fireEvent.click(tick(3));
    expect(screen.getByRole('status')).toHaveTextContent('26 selected');
    fireEvent.click(screen.getByRole('button', { name: 'Import 26 transactions' }));
    expect(onConfirm).toHaveBeenCalledWith(
      { exclude: [1, 2], include: [0], changes: [], matches: [] },
      2,
    );
  });

  it("switches a row's type and category: the amount's sign follows, the change is sent", async () => {
    const { onConfirm } = renderPreview(30);
    const row = tick(3).closest('tr') as HTMLElement;
    expect(within(row).getByText('-$12.00')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Type of row 3'), { target: { value: 'savings' } });
    expect(within(row).getByText('$12.00')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Type of row 2'), { target: { value: 'expense' } });
    await pickNew(3, 'Savings');
    fireEvent.click(screen.getByRole('button', { name: 'Import 27 transactions' }));
    expect(onConfirm).toHaveBeenCalledWith(
      {
        exclude: [],
        include: [],
        changes: [
          { index: 2, type: 'savings', category: 'Savings' },
          { index: 1, type: 'expense', category: undefined },
        ],
        matches: [],
      },
      3,
    );
  });

  it("'create rule from this row' opens the rule form filled from the row", async () => {
    renderPreview(30);
    await pickNew(5, 'Books');
    fireEvent.click(screen.getByRole('button', { name: 'Create rule from row 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'New rule' });
    expect(within(dialog).getByLabelText('Description contains')).toHaveValue('Payee 4');
    expect(within(dialog).getByLabelText('Category')).toHaveValue('Books');
    await waitFor(() => expect(dialog).toBeVisible());
  });
});
