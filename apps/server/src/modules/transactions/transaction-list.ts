import type { Readable } from 'node:stream';
import type { ParsedTransactionListQuery } from '@elevate/shared/schemas/transactions';
import { allMatchesJson, type ListScope, type ListSizes } from './all-matches-json.ts';
import type { FullListLimits } from './full-list-slots.ts';
import type { BudgetLedger } from '../../lib/first-day-of-month.ts';
import { filterConditions, inBudgetMonth, type DatedQuery } from './list-filters.ts';
import { readPage, type PageDbs } from './transaction-page.ts';

/**
 * A page of the list as its JSON text (the rows' JSON comes from the database): newest date first, then newest
 * createdAt, then id so pages never overlap. An empty result is page 1 of 1:
 * totalPages is never below 1, so hasNextPage (currentPage < totalPages) and
 * hasPrevPage (currentPage > 1) stay consistent.
 */
async function pageJson(dbs: PageDbs, ledger: BudgetLedger, q: DatedQuery): Promise<string> {
  const { listJson, totalCount } = await readPage(dbs, ledger, q);
  const totalPages = Math.max(1, Math.ceil(totalCount / q.limit));
  const pagination = {
    currentPage: q.page,
    limit: q.limit,
    totalCount,
    totalPages,
    hasNextPage: q.page < totalPages,
    hasPrevPage: q.page > 1,
  };
  return `{"transactions":[${listJson}],"pagination":${JSON.stringify(pagination)}}`;
}

/**
 * The list response as JSON: a page, or with getAllForFilters every match as
 * page 1 of 1 (in the same order), streamed as the database serialises it.
 * month=YYYY-MM is the ledger's budget month.
 */
export async function listTransactionsJson(
  dbs: PageDbs,
  scope: ListScope & BudgetLedger,
  query: ParsedTransactionListQuery,
  fullList: FullListLimits,
  sizes?: ListSizes,
): Promise<string | Readable> {
  const q = inBudgetMonth(query, scope.monthStartDay);
  if (q.getAllForFilters === true) {
    return allMatchesJson(dbs.db, scope, filterConditions(q, scope.ledgerId), fullList, sizes);
  }
  return pageJson(dbs, scope, q);
}
