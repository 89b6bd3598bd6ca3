import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { ActivityEvent } from '@elevate/shared/schemas/activity';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { useLedgerActivity } from './get-activity.ts';

const family = '7d9f0c1e-0000-4000-8000-0000000000f1';
const home = '7d9f0c1e-0000-4000-8000-0000000000f2';

const event = (summary: string): ActivityEvent => ({
  at: '2026-03-05T10:00:00.000Z',
  actor: { userId: null, name: null },
  action: 'created',
  entity: 'goal',
  entityId: null,
  summary,
});

function Log({ ledgerId, page }: { ledgerId: string; page: number }) {
  const activity = useLedgerActivity(ledgerId, { page });
  if (!activity.data) return <p>loading</p>;
  const text = activity.data.map((entry) => entry.summary).join(', ');
  return <p>{activity.isPlaceholderData ? `still ${text}` : text}</p>;
}

describe('useLedgerActivity', () => {
  it("keeps the last page while the next loads, but never another ledger's", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { fetchMock } = installFakeFetch((call) => {
      const url = new URL(call.url, 'http://localhost');
      const summary = `${url.pathname.split('/')[3] === family ? 'Family' : 'Home'} page ${url.searchParams.get('page')}`;
      return { status: 200, body: { events: [event(summary)] } };
    });
    // The second ledger's answer waits, so what shows meanwhile can be read.
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes(home)) await held;
      return answer(input, init);
    });

    const { rerender: again } = renderWithProviders(<Log ledgerId={family} page={1} />);
    await screen.findByText('Family page 1');

    again(<Log ledgerId={family} page={2} />);
    // Another page of the same ledger: the first stays until the second comes.
    expect(screen.getByText('still Family page 1')).toBeInTheDocument();
    await screen.findByText('Family page 2');

    again(<Log ledgerId={home} page={2} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    release();
    await screen.findByText('Home page 2');
  });
});
