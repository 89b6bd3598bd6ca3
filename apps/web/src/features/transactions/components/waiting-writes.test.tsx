import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { transactionETag } from '@elevate/shared';
import {
  loadOutbox,
  outboxSnapshot,
  queueWrite,
  setOutboxBackend,
} from '../../../entities/transactions/outbox/outbox.ts';
import { memoryBackend } from '../../../entities/transactions/outbox/outbox-store.ts';
import { useOutboxSync } from '../../../entities/transactions/outbox/use-outbox-sync.ts';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { removeToken, setCacheOwner, setToken } from '../../../lib/storage.ts';
import { installFakeFetch, type FakeCall } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { WaitingWrites } from './waiting-writes.tsx';
import {
  coffee,
  OUTBOX_USER as USER,
  savedTransaction,
} from '../../../entities/transactions/outbox/test/outbox-fixtures.ts';

const rent = savedTransaction({
  description: 'Rent',
  amount: 900,
  date: '2026-03-01T00:00:00.000Z',
  accountId: '7d9f0c1e-0000-4000-8000-0000000000f2',
});

function Synced() {
  useOutboxSync(USER);
  return <WaitingWrites />;
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Changes waiting to sync' })).getAllByRole('listitem');

beforeEach(async () => {
  clearCsrfToken();
  setOutboxBackend(memoryBackend());
  setToken('session-token');
  setCacheOwner(USER);
  await loadOutbox(USER);
});
afterEach(() => removeToken());

describe('the writes waiting to sync', () => {
  it('shows nothing while none wait, and each waiting write with what it does', async () => {
    installFakeFetch(() => new TypeError('Failed to fetch'));
    const { container } = renderWithProviders(<WaitingWrites />);
    expect(container).toBeEmptyDOMElement();
    await queueWrite({ kind: 'create', body: { ...coffee } }, null);
    await queueWrite({ kind: 'delete', transaction: rent, ifMatch: transactionETag(rent) }, null);
    expect(await screen.findByRole('region', { name: 'Waiting to sync (2)' })).toBeInTheDocument();
    const [first, second] = rows();
    expect(first).toHaveTextContent('New: Coffee$3.50 · 2026-03-02Waiting to syncDiscard');
    expect(second).toHaveTextContent('Delete: Rent$900.00 · 2026-03-01');
  });

  it('are sent once each when the server answers, in order, and leave the list', async () => {
    const posted: FakeCall[] = [];
    let online = false;
    installFakeFetch((call) => {
      if (call.url.endsWith('/api/csrf-token')) return { status: 200, body: { csrfToken: 'c' } };
      if (!online) return new TypeError('Failed to fetch');
      if (call.method === 'POST') {
        posted.push(call);
        const body = call.body as typeof coffee;
        return {
          status: 201,
          body: { ...rent, ...body, _id: `7d9f0c1e-0000-4000-8000-00000000000${posted.length}` },
        };
      }
      return undefined;
    });
    await queueWrite({ kind: 'create', body: { ...coffee } }, null);
    await queueWrite({ kind: 'create', body: { ...coffee, description: 'Bagel' } }, null);
    renderWithProviders(<Synced />);
    expect(await screen.findByRole('region', { name: 'Waiting to sync (2)' })).toBeInTheDocument();
    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(posted.map((c) => (c.body as typeof coffee).description)).toEqual(['Coffee', 'Bagel']);
    expect(new Set(posted.map((c) => c.headers['idempotency-key'])).size).toBe(2);
    expect(outboxSnapshot()).toEqual([]);
  });

  it("shows a conflict to settle: 'Keep mine' sends it without If-Match, 'Discard mine' drops it", async () => {
    const puts: FakeCall[] = [];
    installFakeFetch((call) => {
      if (call.url.endsWith('/api/csrf-token')) return { status: 200, body: { csrfToken: 'c' } };
      if (call.method === 'PUT') {
        puts.push(call);
        return call.headers['if-match']
          ? { status: 409, body: { msg: 'This transaction was changed since you last saw it' } }
          : {
              status: 200,
              body: { ...rent, description: call.body && (call.body as typeof coffee).description },
            };
      }
      return undefined;
    });
    const edit = (description: string) =>
      queueWrite(
        {
          kind: 'update',
          transaction: rent,
          changes: { ...coffee, description },
          ifMatch: transactionETag(rent),
        },
        null,
      );
    await edit('Rent (March)');
    const user = userEvent.setup();
    renderWithProviders(<Synced />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Changed on another device since you edited it.');
    await user.click(within(alert).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(puts.map((c) => c.headers['if-match'] ?? null)).toEqual([transactionETag(rent), null]);
    // Under a new key: the server keeps the 409 as the first key's answer.
    expect(puts[1]!.headers['idempotency-key']).not.toBe(puts[0]!.headers['idempotency-key']);

    await edit('Rent (April)');
    const again = await screen.findByRole('alert');
    await user.click(
      within(again).getByRole('button', { name: 'Discard mine: Edit: Rent (April)' }),
    );
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(puts).toHaveLength(3);
  });
});
