import { isApiError } from '../../lib/api-error.ts';
import { translate } from '../../lib/i18n/use-t.ts';

/** The server says what and where for a bad file (400) or a too-large one (413): show it. */
export function importErrorText(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.msg) return error.msg;
  if (isApiError(error) && error.status === 0) return translate('imports.error.noConnection');
  return translate('imports.error.failed');
}

/**
 * '312 imported, 4 duplicates skipped' (and any rows linked to the user's own
 * transactions, and any the user left out). Linked rows are among the skipped.
 * In the language the app speaks now: call it while rendering.
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
    translate('imports.summary.imported', { count: imported }),
    translate('imports.summary.duplicatesSkipped', { count: duplicates }),
  ];
  if (linked > 0) parts.push(translate('imports.summary.linked', { count: linked }));
  if (leftOut > 0) parts.push(translate('imports.summary.leftOut', { count: leftOut }));
  return parts.join(', ');
}

/** File formats by their own names (not translated). */
export const formatLabels = {
  csv: 'CSV',
  ofx: 'OFX',
  qfx: 'QFX',
  qif: 'QIF',
  camt053: 'CAMT.053',
} as const;
