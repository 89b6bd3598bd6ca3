import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Budget } from '@elevate/shared/schemas/budgets';
import { createQueryClient } from '../../app/query-client.ts';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { useBudgets } from './get-budgets.ts';

/** `count` budgets, newest first, one per month back from December 2200. */
const budgets = (count: number): Budget[] =>
  Array.from({ length: count }, (_, i) => ({
    _id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    month: new Date(Date.UTC(2200, 11 - i, 1)).toISOString(),
    categories: [],
    totalBudgeted: 0,
    totalActual: 0,
    toBeBudgetedRollover: 0,
    version: 1,
  }));

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
);

/** Answers GET /api/budgets like the server: 120 per page; `failPage` answers 400. */
function serveBudgets(all: Budget[], failPage?: number) {
  return installFakeFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname !== '/api/budgets') return undefined;
    const page = Number(url.searchParams.get('page'));
    const limit = Number(url.searchParams.get('limit'));
    if (page === failPage) return { status: 400, body: { msg: 'Bad page' } };
    return { status: 200, body: all.slice((page - 1) * limit, page * limit) };
  });
}

describe('budget list', () => {
  it('reads every page: 130 budgets over two pages of 120 all reach the list, newest first', async () => {
    const all = budgets(130);
    const { calls } = serveBudgets(all);
    const { result } = renderHook(() => useBudgets(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toHaveLength(130);
    expect(result.current.data?.[129]?._id).toBe(all[129]?._id);
    expect(calls.map((c) => new URL(c.url, 'http://localhost').search)).toEqual([
      '?page=1&limit=120',
      '?page=2&limit=120',
    ]);
  });

  it('a failed second page is an error, not half a list cached as the whole', async () => {
    serveBudgets(budgets(130), 2);
    const { result } = renderHook(() => useBudgets(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.data).toBeUndefined();
  });
});
