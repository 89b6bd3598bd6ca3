import { isApiError } from '../../lib/api-error.ts';

/** The server's text (its first field error for bad input), else the fallback. */
export function securityErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.errors[0]?.msg ?? error.msg ?? fallback;
  if (error instanceof Error && error.name === 'NotAllowedError') {
    return 'The passkey prompt was closed before it finished.';
  }
  return fallback;
}

/** The Access tokens card's texts. */
export const accessTokenMessages = {
  intro:
    'Let a script or another app read or change your budgets and transactions with a secret ' +
    'of its own. A token never reaches your password, e-mail, two-factor, passkeys, ' +
    'sessions, tokens or account data.',
  loading: 'Loading your access tokens',
  loadFailed: 'Failed to load your access tokens.',
  none: 'No access tokens yet.',
  createFailed: 'Failed to create the access token',
  revokeFailed: 'Failed to revoke the access token',
  scope: { read: 'Read only', 'read-write': 'Read and write' },
  allLedgers: 'All your ledgers',
  revokeQuestion: (name: string) => `Revoke ‘${name}’? Scripts using it stop working at once.`,
  copyNow: 'Copy it now: Elevate keeps only its hash and cannot show it again.',
  copied: 'The token is on your clipboard.',
  copyFailed: 'Could not copy: select the token and copy it yourself.',
} as const;
