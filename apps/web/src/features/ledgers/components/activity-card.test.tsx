import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivityEvent } from '@elevate/shared/schemas/activity';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { setSelectedLedgerId } from '../../../lib/selected-ledger.ts';
import { installFakeFetch, type FakeCall } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { ActivityCard } from './activity-card.tsx';

beforeEach(() => clearCsrfToken());

const me = '7d9f0c1e-0000-4000-8000-000000000001';
const gus = '7d9f0c1e-0000-4000-8000-000000000002';
const gone = '7d9f0c1e-0000-4000-8000-000000000003';
const family = '7d9f0c1e-0000-4000-8000-0000000000f1';
const ledger = {
  _id: family,
  name: 'Family',
  role: 'viewer',
  personal: false,
  monthStartDay: 1,
} as const;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const entry = (over: Partial<ActivityEvent> = {}): ActivityEvent => ({
  at: minutesAgo(5),
  actor: { userId: gus, name: 'Gus' },
  action: 'created',
  entity: 'transaction',
  entityId: null,
  summary: '',
  ...over,
});
const fullPage = Array.from({ length: 50 }, (_, index) =>
  entry({ summary: `Row ${index + 1}`, at: minutesAgo(index + 1) }),
);

type Answer = (query: URLSearchParams) => ActivityEvent[] | 'fail';

function serve(answer: Answer) {
  setSelectedLedgerId(family);
  const fake = installFakeFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/ledgers') {
      const ledgers = [
        { _id: me, name: 'Personal', role: 'owner', personal: true, monthStartDay: 1 },
        ledger,
      ];
      return { status: 200, body: { ledgers } };
    }
    if (url.pathname.endsWith('/members')) {
      const members = [
        { userId: gus, name: 'Gus', role: 'owner', email: null },
        { userId: me, name: 'Ann', role: 'viewer', email: null },
      ];
      return { status: 200, body: { members } };
    }
    if (url.pathname === `/api/ledgers/${family}/activity`) {
      const events = answer(url.searchParams);
      return events === 'fail' ? { status: 500 } : { status: 200, body: { events } };
    }
    return undefined;
  });
  renderWithProviders(<ActivityCard ledger={ledger} />);
  /** The query of each activity request so far, as 'page=1&limit=50&…'. */
  return () =>
    fake.calls
      .filter((call: FakeCall) => call.url.includes('/activity'))
      .map((call) => call.url.split('?')[1]);
}

const list = () => screen.getByRole('list', { name: 'Activity' });

describe('activity card', { timeout: 20_000 }, () => {
  it('names the caller You, the app Elevate and a deleted account a former member', async () => {
    serve(() => [
      entry({ actor: { userId: me, name: 'Ann' }, summary: 'Cafe · 4.50 · 2026-03-05' }),
      entry({ actor: { userId: null, name: null }, action: 'recorded', entity: 'recurring' }),
      entry({ actor: { userId: gone, name: null }, action: 'deleted', entity: 'goal' }),
      entry({ action: 'invited', entity: 'invitation', summary: 'as editor', at: minutesAgo(90) }),
    ]);
    // 'You' needs the caller's id, from the ledger list.
    await screen.findByText('You', {}, { timeout: 5_000 });
    const items = within(list()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'You added a transactionCafe · 4.50 · 2026-03-05 · 5 minutes ago',
      'Elevate recorded a recurring transaction5 minutes ago',
      'A former member deleted a goal5 minutes ago',
      'Gus invited someone as editor1 hour ago',
    ]);
    const [first] = items;
    const time = within(first!).getByText('5 minutes ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
    expect(time.getAttribute('title')).toMatch(/\d{4}, \d{1,2}:\d{2}/);
  });

  it('asks for the chosen filters from the first page again, and says when nothing matches', async () => {
    const queries = serve((query) => {
      if (query.has('actor')) return [entry({ summary: 'Only Gus' })];
      if (query.has('entity')) return [];
      return query.get('page') === '2' ? [entry({ summary: 'Second page' })] : fullPage;
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Older' }, { timeout: 5_000 }));
    await screen.findByText('Second page', { exact: false });

    await user.click(screen.getByRole('combobox', { name: 'What' }));
    expect(screen.getByRole('option', { name: 'Accounts' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Goals' }));
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Who' }));
    expect(screen.getByRole('option', { name: 'Ann (you)' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Gus' }));
    await screen.findByText('Only Gus', { exact: false });
    expect(queries()).toEqual([
      'page=1&limit=50',
      'page=2&limit=50',
      'page=1&limit=50&entity=goal',
      `page=1&limit=50&entity=goal&actor=${gus}`,
    ]);
    // A short first page: no paging to offer.
    expect(screen.queryByRole('navigation', { name: 'Activity pages' })).not.toBeInTheDocument();
  });

  it('pages with Older while a full page came back, and back with Newer', async () => {
    const queries = serve((query) =>
      query.get('page') === '1' ? fullPage : [entry({ summary: 'The oldest' })],
    );
    const user = userEvent.setup();
    const older = await screen.findByRole('button', { name: 'Older' }, { timeout: 5_000 });
    expect(within(list()).getAllByRole('listitem')).toHaveLength(50);
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();

    await user.click(older);
    await screen.findByText('The oldest', { exact: false });
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
    // A short page: nothing older behind it.
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Newer' }));
    await screen.findByText('Row 50', { exact: false });
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    expect(queries()).toEqual(['page=1&limit=50', 'page=2&limit=50']);
  });

  it('says when the ledger has no activity yet', async () => {
    serve(() => []);
    expect(await screen.findByText('No activity yet.', {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('offers a retry when the log could not be loaded', async () => {
    let fail = true;
    serve(() => (fail ? 'fail' : [entry()]));
    const user = userEvent.setup();
    await screen.findByText('Could not load the activity.', {}, { timeout: 5_000 });
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Gus')).toBeInTheDocument();
  });
});
