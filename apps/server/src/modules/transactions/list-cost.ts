import type { FastifyRequest } from 'fastify';

/**
 * What a list call costs in the per-user limit (decision 0016). A page read
 * off the (ledger, date) index costs 1; a text or amount search scans the
 * ledger's rows, and a full list sends all of them, so each costs 5: at the
 * default 600 a minute, 120 searches.
 */
export const SEARCH_COST = 5;

const SEARCH_KEYS = ['description', 'category', 'minAmount', 'maxAmount'] as const;

// The web client sends '' for a filter left empty.
const isSet = (value: unknown) =>
  value !== undefined && !(typeof value === 'string' && value.trim() === '');

/** Read from the raw query, before validation: a refused query costs the same. */
export function listCost(request: FastifyRequest): number {
  const query = request.query as Record<string, unknown>;
  const searches = SEARCH_KEYS.some((key) => isSet(query[key]));
  return searches || query['getAllForFilters'] === 'true' ? SEARCH_COST : 1;
}
