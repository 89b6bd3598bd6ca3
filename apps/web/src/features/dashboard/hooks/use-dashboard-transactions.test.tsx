import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { inMainAccount } from '../../../test/account-fixtures.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { useDashboardTransactions } from './use-dashboard-transactions.ts';

const page = (month: string) => ({
  transactions: [
    {
      _id: 'a0000000-0000-4000-8000-000000000001',
      user: 'a0000000-0000-4000-8000-000000000002',
      date: `${month}-05T00:00:00.000Z`,
      description: 'Corner shop',
      amount: 12.5,
      type: 'expense',
      category: 'Food',
      notes: null,
      ...inMainAccount,
      createdAt: `${month}-05T00:00:00.000Z`,
    },
  ],
  pagination: {
    currentPage: 1,
    limit: 50,
    totalCount: 1,
    totalPages: 1,
    hasNextPage: false,
    hasPrevPage: false,
  },
});

describe('useDashboardTransactions', () => {
  it("fetches the selected month's page while its budget is on the way, and uses it", async () => {
    const { calls } = installFakeFetch((call) => {
      const url = new URL(call.url, 'http://localhost');
      if (url.pathname !== '/api/transactions') return undefined;
      return { status: 200, body: page(url.searchParams.get('month') ?? 'all') };
    });
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const november = '2026-11-01T00:00:00.000Z';
    // The budget has not answered: the list is not enabled, the expected month is fetched.
    const { result, rerender } = renderHook(
      ({ budgetMonth, enabled, expected }) =>
        useDashboardTransactions(budgetMonth, enabled, expected),
      {
        wrapper,
        initialProps: {
          budgetMonth: null as string | null,
          enabled: false,
          expected: november as string | null,
        },
      },
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(new URL(calls[0]?.url ?? '', 'http://localhost').searchParams.get('month')).toBe(
      '2026-11',
    );
    expect(result.current.transactions).toEqual([]);
    // The budget answered for that month: its list is the page already fetched.
    rerender({ budgetMonth: november, enabled: true, expected: null });
    await waitFor(() => expect(result.current.totalCount).toBe(1));
    expect(result.current.transactions.map((t) => t.description)).toEqual(['Corner shop']);
    expect(calls).toHaveLength(1);
  });
});
