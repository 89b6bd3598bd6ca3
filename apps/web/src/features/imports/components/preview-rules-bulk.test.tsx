import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportRow } from '@elevate/shared/schemas/imports';
import { installFakeFetch, type FakeCall } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { makePreview, makeRow } from '../test/import-fixtures.ts';
import { ruleRowsFailedText } from '../hooks/use-preview-rules.ts';
import { PreviewStep } from './preview-step.tsx';

const count = 2500;
/** Every 7th row is a coffee shop, on every page of the preview. */
const row = (index: number): ImportRow => ({
  ...makeRow(index),
  description: index % 7 === 0 ? `STARBUCKS #${index}` : `Payee ${index}`,
});
const rows = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from) }, (_, i) => row(from + i));
const starbucksRows = Math.ceil(count / 7);

/** A rule the ledger had already: it runs before any made from a row. */
const storedRule = {
  _id: 'a1e00000-0000-4000-8000-000000000001',
  order: 0,
  name: 'The corner Starbucks',
  match: 'all',
  conditions: [{ field: 'description', op: 'equals', value: 'STARBUCKS #7' }],
  actions: [{ type: 'setCategory', value: 'Coffee' }],
};

function reply(call: FakeCall, rules: object[]) {
  const url = new URL(call.url, 'http://localhost');
  if (url.pathname === '/api/csrf-token') return { status: 200, body: { csrfToken: 'tok' } };
  if (url.pathname === '/api/budgets') return { status: 200, body: [] };
  if (url.pathname === '/api/rules' && call.method === 'GET')
    return { status: 200, body: { rules } };
  if (url.pathname === '/api/rules' && call.method === 'POST') {
    const _id = `a1e00000-0000-4000-8000-00000000000${rules.length + 1}`;
    rules.push({ ...(call.body as object), _id, order: rules.length });
    return { status: 201, body: rules.at(-1) };
  }
  if (!url.pathname.endsWith('/rows')) return undefined;
  const page = Number(url.searchParams.get('page'));
  const limit = Number(url.searchParams.get('limit'));
  const body = { rows: rows((page - 1) * limit, Math.min(count, page * limit)), page, limit };
  return { status: 200, body: { ...body, count, totalPages: Math.ceil(count / limit) } };
}

function renderPreview({ failPages = false, rules = [] as object[] } = {}) {
  const { calls } = installFakeFetch((call) =>
    failPages && call.url.includes('/rows') ? new Error('offline') : reply(call, rules),
  );
  const onConfirm = vi.fn();
  const preview = makePreview(count, { rows: rows(0, 1000) });
  renderWithProviders(
    <PreviewStep preview={preview} busy={false} onConfirm={onConfirm} onCancel={vi.fn()} />,
  );
  return { calls, onConfirm };
}

async function pick(label: string, name: string) {
  const box = screen.getByLabelText(label);
  await userEvent.click(box);
  await userEvent.clear(box);
  await userEvent.type(box, name);
  await userEvent.click(await screen.findByRole('option', { name: `Create category "${name}"` }));
}

const category = (n: number) => screen.getByLabelText(`Category of row ${n}`);
const select = (n: number) => screen.getByRole('checkbox', { name: `Select row ${n}` });

async function makeRule(n: number, contains: string, name: string) {
  await userEvent.click(screen.getByRole('button', { name: `Create rule from row ${n}` }));
  const dialog = await screen.findByRole('dialog', { name: 'New rule' });
  await userEvent.clear(within(dialog).getByLabelText('Description contains'));
  await userEvent.type(within(dialog).getByLabelText('Description contains'), contains);
  await userEvent.clear(within(dialog).getByLabelText('Category'));
  await userEvent.type(within(dialog).getByLabelText('Category'), name);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save rule' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

type Change = { index: number; type?: string; category?: string };
function sentChanges(onConfirm: ReturnType<typeof vi.fn>) {
  screen.getAllByRole('button', { name: /^Import \d/ })[0]?.click();
  const body = onConfirm.mock.calls[0]?.[0] as { changes: Change[] };
  return new Map(body.changes.map((change) => [change.index, change.category]));
}

describe('Import preview: rules and bulk changes', { timeout: 60_000 }, () => {
  it('names the rule that set a row at upload', async () => {
    installFakeFetch((call) => reply(call, [storedRule]));
    const first = { ...row(0), ruleId: storedRule._id };
    const preview = makePreview(3, { rows: [first, row(1), row(2)] });
    renderWithProviders(
      <PreviewStep preview={preview} busy={false} onConfirm={vi.fn()} onCancel={vi.fn()} />,
    );
    expect(await screen.findAllByLabelText('Set by the rule ‘The corner Starbucks’')).toHaveLength(
      1,
    );
    expect(screen.getAllByLabelText(/^Set by the rule/)).toHaveLength(1);
  });

  it('a rule made from a row sets every matching row of the preview, except those set by hand', async () => {
    const { calls, onConfirm } = renderPreview();
    await pick('Category of row 8', 'Takeaway');
    await makeRule(1, 'starbucks', 'Dining Out');

    // Rows past the first page were read to apply it; the hand-set row 8 is not counted.
    expect(
      await screen.findByText(`${starbucksRows - 1} rows set to Dining Out`),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('page=3'))).toBe(true);
    expect(category(1)).toHaveValue('Dining Out');
    expect(category(15)).toHaveValue('Dining Out');
    expect(category(8)).toHaveValue('Takeaway');
    expect(category(2)).toHaveValue('Uncategorized');

    const sent = sentChanges(onConfirm);
    expect(sent.get(7)).toBe('Takeaway');
    expect(sent.get(0)).toBe('Dining Out');
    expect(sent.get(2492)).toBe('Dining Out');
    expect(sent.size).toBe(starbucksRows);
  });

  it('says so when the rows past the first page cannot be read to apply the rule', async () => {
    renderPreview({ failPages: true });
    await makeRule(1, 'starbucks', 'Dining Out');
    expect(await screen.findByRole('alert')).toHaveTextContent(ruleRowsFailedText);
    // Nothing half-applied: the rows read so far keep their category too.
    expect(category(1)).toHaveValue('Uncategorized');
    expect(screen.getByRole('button', { name: /^Import \d/ })).toBeEnabled();
  });

  it("saves a rule made from a row as a general rule that runs after the ledger's others", async () => {
    const { calls } = renderPreview({ rules: [storedRule] });
    await makeRule(1, 'starbucks', 'Dining Out');
    // Row 8 (STARBUCKS #7) is the earlier rule's, as at the next upload.
    expect(
      await screen.findByText(`${starbucksRows - 1} rows set to Dining Out`),
    ).toBeInTheDocument();
    expect(category(8)).toHaveValue('Uncategorized');
    expect(category(15)).toHaveValue('Dining Out');
    const post = calls.find((c) => c.method === 'POST' && c.url.endsWith('/api/rules'));
    expect(post?.body).toEqual({
      name: 'starbucks → Dining Out',
      match: 'all',
      conditions: [{ field: 'description', op: 'contains', value: 'starbucks' }],
      actions: [{ type: 'setCategory', value: 'Dining Out' }],
    });
  });

  it("selected rows get one category at once; that counts as a hand edit and says '1 row'", async () => {
    const { onConfirm } = renderPreview();
    await userEvent.click(select(2));
    // Keyboard: Space ticks the focused checkbox.
    select(8).focus();
    await userEvent.keyboard(' ');
    expect(select(8)).toBeChecked();
    const bar = screen.getByRole('region', { name: 'Selected rows' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();

    await pick('Category of the selected rows', 'Groceries');
    expect(await screen.findByText('2 rows set to Groceries')).toBeInTheDocument();
    expect(category(2)).toHaveValue('Groceries');
    expect(category(8)).toHaveValue('Groceries');

    await makeRule(1, 'starbucks', 'Dining Out');
    expect(category(8)).toHaveValue('Groceries');

    await userEvent.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: 'Selected rows' })).not.toBeInTheDocument();
    expect(select(2)).not.toBeChecked();

    await userEvent.click(select(3));
    await pick('Category of the selected rows', 'Gifts');
    expect(await screen.findByText('1 row set to Gifts')).toBeInTheDocument();
    const sent = sentChanges(onConfirm);
    expect(sent.get(1)).toBe('Groceries');
    expect(sent.get(7)).toBe('Groceries');
    expect(sent.get(2)).toBe('Gifts');
  });

  it('select all marks every row of the preview, read or not, and the bulk change reaches them', async () => {
    const { onConfirm } = renderPreview();
    const all = screen.getByRole('checkbox', { name: 'Select all rows' });
    await userEvent.click(select(1));
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    await userEvent.click(all);
    expect(all).toBeChecked();
    expect(screen.getByText(`${count.toLocaleString('en-US')} selected`)).toBeInTheDocument();
    await pick('Category of the selected rows', 'Misc');
    expect(
      await screen.findByText(`${count.toLocaleString('en-US')} rows set to Misc`),
    ).toBeInTheDocument();
    const sent = sentChanges(onConfirm);
    expect(sent.size).toBe(count);
    expect(sent.get(count - 1)).toBe('Misc');
  });
});
