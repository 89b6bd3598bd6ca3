import type { LedgerRoleName } from '@elevate/shared/schemas/ledgers';
import { isApiError } from '../../lib/api-error.ts';

export const roleLabels: Record<LedgerRoleName, string> = {
  owner: 'Owner',
  editor: 'Editor',
  viewer: 'Viewer',
};

/** The server's own words when it sent any ({ msg } or the first field error), else `fallback`. */
export function ledgerErrorText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status !== 0 && error.status < 500 && error.msg) return error.msg;
  return fallback;
}
