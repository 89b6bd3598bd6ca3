import { isApiError } from '../../lib/api-error.ts';
import { translate } from '../../lib/i18n/use-t.ts';
import { lazyMessages } from './lazy-messages.ts';

/** The server's text (its first field error for bad input), else the fallback. */
export function securityErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.errors[0]?.msg ?? error.msg ?? fallback;
  if (error instanceof Error && error.name === 'NotAllowedError') {
    return translate('settings.passkeys.promptClosed');
  }
  return fallback;
}

/** The Access tokens card's texts. */
export const accessTokenMessages = Object.assign(
  lazyMessages({
    intro: 'settings.accessTokens.intro',
    loading: 'settings.accessTokens.loading',
    loadFailed: 'settings.accessTokens.loadFailed',
    none: 'settings.accessTokens.none',
    createFailed: 'settings.accessTokens.createFailed',
    revokeFailed: 'settings.accessTokens.revokeFailed',
    allLedgers: 'settings.accessTokens.allLedgers',
    copyNow: 'settings.accessTokens.copyNow',
    copied: 'settings.accessTokens.copied',
    copyFailed: 'settings.accessTokens.copyFailed',
  }),
  {
    scope: lazyMessages({
      read: 'settings.accessTokens.scopeRead',
      'read-write': 'settings.accessTokens.scopeReadWrite',
    }),
    revokeQuestion: (name: string) => translate('settings.accessTokens.revokeQuestion', { name }),
  },
);
