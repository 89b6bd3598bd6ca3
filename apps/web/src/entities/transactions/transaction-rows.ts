import { CATEGORY_TYPES } from '@elevate/shared';
import { transactionResponse, type Transaction } from '@elevate/shared/schemas/transactions';

/**
 * A UTC timestamp with milliseconds on a day every month has (29 February
 * and impossible dates are left to zod): a strict subset of what
 * isoDateTimeString accepts.
 */
const plainIsoTime =
  /^\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|02-(?:0[1-9]|1\d|2[0-8]))T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3}Z$/;

const types: ReadonlySet<unknown> = new Set(CATEGORY_TYPES);
const keyCount = Object.keys(transactionResponse.shape).length;

/** Absent (a row from before tags) or a list of strings, as the schema takes it. */
const isTagList = (tags: unknown) =>
  tags === undefined || (Array.isArray(tags) && tags.every((tag) => typeof tag === 'string'));

/**
 * True only for rows transactionResponse would return unchanged: the exact
 * keys, with values of the right kind. Checking 100,000 rows this way costs a
 * tenth of zod's walk; anything unusual still goes through zod.
 */
function isPlainTransaction(value: unknown): value is Transaction {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const row = value as Record<string, unknown>;
  const notes = row.notes;
  // The optional keys a row may leave out; any other key missing or extra goes to zod.
  const optional =
    Number(!('notes' in row)) + Number(!('tags' in row)) + Number(!('splits' in row));
  return (
    typeof row._id === 'string' &&
    typeof row.user === 'string' &&
    typeof row.date === 'string' &&
    plainIsoTime.test(row.date) &&
    typeof row.description === 'string' &&
    typeof row.amount === 'number' &&
    Number.isFinite(row.amount) &&
    types.has(row.type) &&
    typeof row.category === 'string' &&
    (notes === null || notes === undefined || typeof notes === 'string') &&
    typeof row.accountId === 'string' &&
    typeof row.cleared === 'boolean' &&
    typeof row.reconciled === 'boolean' &&
    (row.transferId === null || typeof row.transferId === 'string') &&
    typeof row.createdAt === 'string' &&
    plainIsoTime.test(row.createdAt) &&
    isTagList(row.tags) &&
    // A split (its parts to check, its category null) is rare enough to leave to zod.
    (row.splits === undefined || (Array.isArray(row.splits) && row.splits.length === 0)) &&
    Object.keys(row).length === keyCount - optional
  );
}

/** Appends the rows to `into` as transactionResponse parses them; throws on the first bad one. */
export function appendTransactionRows(values: readonly unknown[], into: Transaction[]): void {
  for (const value of values) {
    into.push(isPlainTransaction(value) ? value : transactionResponse.parse(value));
  }
}
