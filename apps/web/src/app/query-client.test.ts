import { focusManager, onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client.ts';

afterEach(() => {
  focusManager.setFocused(undefined);
  onlineManager.setOnline(true);
});

async function observed() {
  const queryClient = createQueryClient();
  // What QueryClientProvider does: listen to focus and network changes.
  queryClient.mount();
  let calls = 0;
  const observer = new QueryObserver(queryClient, {
    queryKey: ['budgets', 'month', '2026-03'],
    queryFn: () => ++calls,
  });
  const unsubscribe = observer.subscribe(() => undefined);
  await expect.poll(() => calls).toBe(1);
  return {
    calls: () => calls,
    unsubscribe: () => {
      unsubscribe();
      queryClient.unmount();
    },
  };
}

describe('query client freshness', () => {
  it('a query on screen is fetched again when the tab regains focus, though its data is fresh', async () => {
    const query = await observed();
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await expect.poll(query.calls).toBe(2);
    query.unsubscribe();
  });

  it('a query on screen is fetched again when the network comes back', async () => {
    const query = await observed();
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await expect.poll(query.calls).toBe(2);
    query.unsubscribe();
  });

  it('a second screen mounting the same data within the stale time reuses it', async () => {
    const queryClient = createQueryClient();
    let calls = 0;
    const options = { queryKey: ['user', 'current'], queryFn: () => ++calls };
    await queryClient.fetchQuery(options);
    const unsubscribe = new QueryObserver(queryClient, options).subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toBe(1);
    unsubscribe();
  });
});
