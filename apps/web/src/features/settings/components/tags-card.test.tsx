import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TAG_MESSAGES, type Tag } from '@elevate/shared/schemas/tags';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { installFakeFetch, type FakeCall } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { roleRendered, serveSharedLedger } from '../../../test/shared-ledger.ts';
import { tagsMessages } from '../tags-messages.ts';
import { TagsCard } from './tags-card.tsx';

type Reply = { status: number; body?: unknown };

/** GET /api/tags from `tags`; a rename or delete changes them as the server would. */
function tagsApi(tags: Tag[], refuse?: (call: FakeCall) => Reply | undefined) {
  return (call: FakeCall): Reply | undefined => {
    const path = new URL(call.url, 'http://localhost').pathname;
    if (path === '/api/csrf-token') return { status: 200, body: { csrfToken: 'c' } };
    if (path === '/api/tags') return { status: 200, body: { tags } };
    if (!path.startsWith('/api/tags/')) return undefined;
    const refused = refuse?.(call);
    if (refused) return refused;
    const name = decodeURIComponent(path.slice('/api/tags/'.length));
    const index = tags.findIndex((tag) => tag.name === name);
    const [old] = tags.splice(index, 1);
    if (call.method === 'DELETE') return { status: 200, body: { success: true } };
    const to = (call.body as { name: string }).name;
    const into = tags.find((tag) => tag.name.toLowerCase() === to.toLowerCase());
    if (into) into.count += old!.count;
    else tags.push({ name: to, count: old!.count });
    return { status: 200, body: into ?? { name: to, count: old!.count } };
  };
}

const sample = () => [
  { name: 'Food', count: 4 },
  { name: 'trip 2026', count: 3 },
];
const show = () =>
  renderWithProviders(
    <MemoryRouter>
      <TagsCard />
    </MemoryRouter>,
  );
const writes = (calls: FakeCall[]) =>
  calls
    .filter((call) => call.method !== 'GET' && call.url.startsWith('/api/tags/'))
    .map((call) => [call.method, call.url, call.body]);
const names = () =>
  within(screen.getByRole('list', { name: 'Your tags' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

beforeEach(() => clearCsrfToken());

describe('the Tags card of Settings', { timeout: 20_000 }, () => {
  it('lists the tags with their counts, each a link to its transactions', async () => {
    installFakeFetch(tagsApi(sample()));
    show();
    expect(await screen.findByRole('link', { name: 'trip 2026' })).toHaveAttribute(
      'href',
      '/transactions?tag=trip+2026',
    );
    expect(names()).toEqual(['Food4 transactions', 'trip 20263 transactions']);
  });

  it('renames a tag on its transactions, checking the name first', async () => {
    const { calls } = installFakeFetch(tagsApi(sample()));
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Rename tag trip 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename tag ‘trip 2026’' });
    const field = within(dialog).getByLabelText('New name');
    const rename = within(dialog).getByRole('button', { name: 'Rename' });
    expect(field).toHaveAccessibleDescription('Renames it on its 3 transactions.');
    expect(rename).toBeDisabled();
    await user.clear(field);
    expect(field).toHaveAccessibleDescription(TAG_MESSAGES.empty);
    expect(rename).toBeDisabled();
    await user.type(field, ' Holiday 2026 ');
    await user.click(rename);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(calls)).toEqual([['PUT', '/api/tags/trip%202026', { name: 'Holiday 2026' }]]);
    // The list is asked for again after the write.
    await waitFor(() => expect(names()).toContain('Holiday 20263 transactions'));
  });

  it('says a rename onto another tag merges the two, and merges them', async () => {
    const { calls } = installFakeFetch(tagsApi(sample()));
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Rename tag trip 2026' }));
    const dialog = screen.getByRole('dialog');
    const field = within(dialog).getByLabelText('New name');
    await user.clear(field);
    await user.type(field, 'FOOD');
    expect(field).toHaveAccessibleDescription(
      '‘Food’ already exists: ‘trip 2026’ will be merged into it, and its 3 transactions will carry ‘Food’.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(names()).toEqual(['Food7 transactions']));
    expect(writes(calls)).toEqual([['PUT', '/api/tags/trip%202026', { name: 'FOOD' }]]);
  });

  it("shows the server's refusal of the name on the field, keeping the dialog open", async () => {
    installFakeFetch(
      tagsApi(sample(), () => ({
        status: 400,
        body: { errors: [{ param: 'name', msg: TAG_MESSAGES.tooLong }] },
      })),
    );
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Rename tag Food' }));
    const field = screen.getByLabelText('New name');
    await user.type(field, 's');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(TAG_MESSAGES.tooLong));
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('deletes a tag after asking, and says so when it failed', async () => {
    let fail = true;
    const { calls } = installFakeFetch(
      tagsApi(sample(), () => (fail ? { status: 404, body: { msg: 'Tag not found' } } : undefined)),
    );
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Delete tag trip 2026' }));
    let confirm = screen.getByRole('dialog', { name: 'Delete tag' });
    expect(confirm).toHaveTextContent(tagsMessages.deleteQuestion('trip 2026', '3 transactions'));
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tag not found');

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Delete tag trip 2026' }));
    confirm = screen.getByRole('dialog', { name: 'Delete tag' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(names()).toEqual(['Food4 transactions']));
    expect(writes(calls).map(([method, url]) => `${method} ${url}`)).toEqual([
      'DELETE /api/tags/trip%202026',
      'DELETE /api/tags/trip%202026',
    ]);
  });

  it('says when the ledger has no tags yet', async () => {
    installFakeFetch(tagsApi([]));
    show();
    expect(await screen.findByText(tagsMessages.none)).toBeInTheDocument();
  });

  it('shows a viewer of a shared ledger the tags without a rename or delete; an editor gets both', async () => {
    const viewer = serveSharedLedger('viewer', tagsApi(sample()));
    const { queryClient, unmount } = show();
    expect(await screen.findByRole('link', { name: 'Food' })).toBeInTheDocument();
    await roleRendered(queryClient);
    expect(screen.queryByRole('button', { name: /^(Rename|Delete) tag/ })).not.toBeInTheDocument();
    expect(viewer.calls.some((call) => call.url === '/api/tags')).toBe(true);
    unmount();

    serveSharedLedger('editor', tagsApi(sample()));
    show();
    expect(await screen.findByRole('button', { name: 'Rename tag Food' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete tag Food' })).toBeInTheDocument();
  });
});
