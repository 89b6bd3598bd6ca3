import { describe, expect, it } from 'vitest';
import { emptyListFilters, monthFilters } from '../../entities/transactions/filter-query.ts';
import { listPlan } from './list-plan.ts';

const card = '7d9f0c1e-0000-4000-8000-0000000000c1';

describe('the list plan with an account', () => {
  it('asks the server for one account, every month, as a plain paged list', () => {
    const filters = { ...emptyListFilters, accountId: card };
    expect(listPlan(filters, false)).toEqual({
      mode: 'paginated',
      source: { scope: filters },
      inBrowser: null,
    });
  });

  it("keeps the dashboard's month key for a month of every account, not for one account's", () => {
    expect(listPlan(monthFilters('2026-03'), false).source).toEqual({ month: '2026-03' });
    const oneAccount = { ...monthFilters('2026-03'), accountId: card };
    expect(listPlan(oneAccount, false)).toEqual({
      mode: 'paginated',
      source: { scope: oneAccount },
      inBrowser: null,
    });
  });

  it("filters the rest of the fields in the browser over the account's pages", () => {
    const filters = { ...emptyListFilters, accountId: card, description: 'cafe' };
    expect(listPlan(filters, false)).toEqual({
      mode: 'applied',
      source: { scope: { ...emptyListFilters, accountId: card } },
      inBrowser: { ...emptyListFilters, description: 'cafe' },
    });
    expect(listPlan(filters, true).mode).toBe('all');
  });
});

describe('the list plan with a tag', () => {
  it('asks the server for one tag, every month, as a plain paged list', () => {
    const filters = { ...emptyListFilters, tag: 'trip-2026' };
    expect(listPlan(filters, false)).toEqual({
      mode: 'paginated',
      source: { scope: filters },
      inBrowser: null,
    });
  });

  it("leaves the dashboard's month key for a tag's month, trimmed, with the account too", () => {
    const tagged = { ...monthFilters('2026-03'), accountId: card, tag: ' trip ' };
    expect(listPlan(tagged, false)).toEqual({
      mode: 'paginated',
      source: { scope: { ...tagged, tag: 'trip' } },
      inBrowser: null,
    });
  });

  it("filters the rest of the fields in the browser over the tag's pages; Filter All sends all", () => {
    const filters = { ...monthFilters('2026-03'), tag: 'trip', description: 'cafe' };
    expect(listPlan(filters, false)).toEqual({
      mode: 'applied',
      source: { scope: { ...monthFilters('2026-03'), tag: 'trip' } },
      inBrowser: { ...emptyListFilters, description: 'cafe' },
    });
    expect(listPlan(filters, true)).toEqual({
      mode: 'all',
      source: { scope: { ...monthFilters('2026-03'), tag: 'trip' } },
      inBrowser: null,
    });
  });
});
