/**
 * What counts as the same payee (decision 0024), shared so the browser, the import and the
 * rules engine (decision 0054) agree.
 */

/** Lower case, accents kept, runs of whitespace as one space, trimmed. */
export function normaliseDescription(description: string): string {
  return description.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}
