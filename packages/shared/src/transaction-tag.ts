/**
 * The tag of a transaction as the API answers it (decision 0061): the server sends it as
 * the ETag of GET /api/transactions/:id and of a create's or an update's answer, and takes
 * it back in If-Match on PUT and DELETE. A client computes the same tag from a row it got
 * in a list. Pure JavaScript: no crypto.subtle, which a page outside a secure context has not.
 */

/** The 409 of a PUT or DELETE whose If-Match names another version of the transaction. */
export const TRANSACTION_CHANGED = 'This transaction was changed since you last saw it';

/** The fields the API answers for a transaction (transactionResponse); a client's own extras are left out. */
export const TRANSACTION_TAG_FIELDS = [
  '_id',
  'user',
  'date',
  'description',
  'amount',
  'type',
  'category',
  'notes',
  'accountId',
  'cleared',
  'reconciled',
  'transferId',
  'tags',
  'splits',
  'createdAt',
] as const;

const sortedKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  // A Date (or anything with toJSON) is written as JSON.stringify writes it.
  const json = value as { toJSON?: () => unknown };
  if (typeof json.toJSON === 'function') return sortedKeys(json.toJSON());
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((key) => [key, sortedKeys(record[key])]),
  );
};

/**
 * JSON with every object's keys in code-unit order, at any depth: the same value gives the
 * same text whichever order its keys came in. Fields that are undefined are left out, as
 * JSON.stringify leaves them out.
 */
export const canonicalJson = (value: unknown): string => JSON.stringify(sortedKeys(value)) ?? '';

/**
 * cyrb53 (public domain): a 53-bit hash of a string's UTF-16 code units, as 14 hex digits.
 * Not a secret: it tells two versions of one row apart, nothing more.
 */
export function hash53(text: string, seed = 0): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const value = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return value.toString(16).padStart(14, '0');
}

/**
 * The tag of a transaction: a hash of the canonical JSON of the fields the API answers.
 * Any change of any of them changes it; the order of keys does not.
 */
export function transactionTag(transaction: object): string {
  const record = transaction as Record<string, unknown>;
  const fields = Object.fromEntries(TRANSACTION_TAG_FIELDS.map((key) => [key, record[key]]));
  return hash53(canonicalJson(fields));
}

/** The ETag header's value for a transaction: its tag in quotes. */
export const transactionETag = (transaction: object): string => `"${transactionTag(transaction)}"`;

/**
 * The tags an If-Match header names: each entity tag of a comma-separated list, without its
 * quotes (or a weak tag's W/). '*' stands for any current version.
 */
export function ifMatchTags(header: string | readonly string[] | undefined): string[] | null {
  if (header === undefined) return null;
  const text = typeof header === 'string' ? header : header.join(',');
  const tags = text
    .split(',')
    .map((part) =>
      part
        .trim()
        .replace(/^W\//, '')
        .replace(/^"(.*)"$/, '$1'),
    )
    .filter((tag) => tag !== '');
  return tags.length > 0 ? tags : null;
}

/** Whether the tags of an If-Match header let a write go to a transaction whose tag is `current`. */
export const ifMatchAllows = (tags: readonly string[], current: string): boolean =>
  tags.includes('*') || tags.includes(current);
