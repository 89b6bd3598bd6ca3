import { isApiError } from '../../lib/api-error.ts';

export const importFailedText = 'The import failed. Please try again.';

/** The server says what and where for a bad file (400) or a too-large one (413): show it. */
export function importErrorText(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.msg) return error.msg;
  if (isApiError(error) && error.status === 0) return 'No connection. Please try again.';
  return importFailedText;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** '312 imported, 4 duplicates skipped' (and any rows the user left out). */
export function importSummaryText(imported: number, skipped: number, duplicatesSkipped: number) {
  const duplicates = Math.min(skipped, duplicatesSkipped);
  const leftOut = skipped - duplicates;
  const parts = [`${imported} imported`, `${plural(duplicates, 'duplicate')} skipped`];
  if (leftOut > 0) parts.push(`${leftOut} left out`);
  return parts.join(', ');
}

export const formatLabels = {
  csv: 'CSV',
  ofx: 'OFX',
  qfx: 'QFX',
  qif: 'QIF',
  camt053: 'CAMT.053',
} as const;

export { plural };
