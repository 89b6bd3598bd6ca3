import type { LedgerRoleName } from '@elevate/shared/schemas/ledgers';
import { isApiError } from '../../lib/api-error.ts';
import { translate, type Translate } from '../../lib/i18n/use-t.ts';

const roleKeys: Record<LedgerRoleName, string> = {
  owner: 'ledgers.role.owner',
  editor: 'ledgers.role.editor',
  viewer: 'ledgers.role.viewer',
};

/** 'Owner', 'Editor', 'Viewer' in the app's language. */
export function roleLabel(role: LedgerRoleName, t: Translate = translate): string {
  return t(roleKeys[role]);
}

/** The server's own words when it sent any ({ msg } or the first field error), else `fallback`. */
export function ledgerErrorText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status !== 0 && error.status < 500 && error.msg) return error.msg;
  return fallback;
}
