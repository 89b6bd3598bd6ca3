import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RuleChange } from '@elevate/shared/schemas/rules';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { applicationId, netflix, serveRules } from '../test/fake-rules-api.ts';
import { showRulesPage } from '../test/show-rules-page.tsx';

beforeEach(() => clearCsrfToken());

const fields = { type: 'expense' as const, notes: null, tags: [] as string[] };
const change = (n: number, category: string): RuleChange => ({
  _id: `b2e00000-0000-4000-8000-00000000000${n}`,
  date: `2026-03-0${n}T00:00:00.000Z`,
  amount: 15.49,
  before: { ...fields, description: `NETFLIX.COM ${n}`, category },
  after: {
    ...fields,
    description: `NETFLIX.COM ${n}`,
    category: 'Subscriptions',
    tags: ['streaming'],
  },
});

function serveApplication() {
  return serveRules([netflix], 'editor', {
    apply: ({ dryRun }) =>
      dryRun
        ? { matched: 42, changed: 40, transactions: [change(1, 'Groceries'), change(2, 'Fun')] }
        : { matched: 42, changed: 40, applicationId },
    step: (direction) =>
      direction === 'undo' ? { changed: 38, skipped: 2 } : { changed: 38, skipped: 0 },
  });
}

describe('Apply a rule to past transactions', { timeout: 30_000 }, () => {
  it('shows the dry run, applies for real, and undoes it as one change', async () => {
    const api = serveApplication();
    const user = userEvent.setup();
    showRulesPage();
    await user.click(
      await screen.findByRole('button', { name: 'Apply Netflix to past transactions' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: /Apply ‘Netflix’/ }));
    expect(await dialog.findByText('42 transactions match, 40 would change.')).toBeInTheDocument();
    const table = within(dialog.getByRole('table', { name: 'Changes the rule would make' }));
    expect(
      table.getByText('category Groceries → Subscriptions; tags + streaming'),
    ).toBeInTheDocument();
    expect(table.getByText('NETFLIX.COM 2')).toBeInTheDocument();
    expect(table.getAllByText('$15.49')).toHaveLength(2);
    expect(api.writes()).toEqual([
      { method: 'POST', url: `/api/rules/${netflix._id}/apply`, body: { dryRun: true } },
    ]);

    await user.click(dialog.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Changed 40 transactions')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.writes()[1]).toEqual({
      method: 'POST',
      url: `/api/rules/${netflix._id}/apply`,
      body: { dryRun: false },
    });

    await user.click(screen.getByRole('button', { name: /^Undo \(1\)$/ }));
    expect(
      await screen.findByText('Undone for 38 transactions; 2 changed since were left as they are'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /^Redo \(1\)$/ })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: /^Redo \(1\)$/ }));
    expect(
      await screen.findByText('Redone: Applied rule ‘Netflix’ to 40 transactions'),
    ).toBeInTheDocument();
    expect(
      api
        .writes()
        .slice(2)
        .map((w) => w.url),
    ).toEqual([
      `/api/rule-applications/${applicationId}/undo`,
      `/api/rule-applications/${applicationId}/redo`,
    ]);
  });

  it('checks again over the dates given, and sends them with the real run', async () => {
    const api = serveApplication();
    const user = userEvent.setup();
    showRulesPage();
    await user.click(
      await screen.findByRole('button', { name: 'Apply Netflix to past transactions' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: /Apply ‘Netflix’/ }));
    await dialog.findByText('42 transactions match, 40 would change.');
    await user.type(dialog.getByLabelText('From'), '2026-01-01');
    expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.click(dialog.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Apply' })).toBeEnabled());
    await user.click(dialog.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(api.writes()).toHaveLength(3));
    expect(api.writes().map((w) => w.body)).toEqual([
      { dryRun: true },
      { dryRun: true, from: '2026-01-01' },
      { dryRun: false, from: '2026-01-01' },
    ]);
  });
});
