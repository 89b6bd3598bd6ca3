import { isApiError } from '../../lib/api-error.ts';
import { plural } from '../../lib/plural.ts';

export const importFailedText = 'The import failed. Please try again.';

/** The server says what and where for a bad file (400) or a too-large one (413): show it. */
export function importErrorText(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.msg) return error.msg;
  if (isApiError(error) && error.status === 0) return 'No connection. Please try again.';
  return importFailedText;
}

/**
 * '312 imported, 4 duplicates skipped' (and any rows linked to the user's own
 * transactions, and any the user left out). Linked rows are among the skipped.
 */
export function importSummaryText(
  imported: number,
  skipped: number,
  duplicatesSkipped: number,
  linked = 0,
) {
  const duplicates = Math.min(skipped - linked, duplicatesSkipped);
  const leftOut = skipped - linked - duplicates;
  const parts = [
    `${imported} imported`,
    `${plural(duplicates, { one: '# duplicate', other: '# duplicates' })} skipped`,
  ];
  if (linked > 0)
    parts.push(
      plural(linked, {
        one: '# linked to an existing transaction',
        other: '# linked to existing transactions',
      }),
    );
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
