import { isApiError } from '../../lib/api-error.ts';
import type { Translate } from '../../lib/i18n/use-t.ts';

/**
 * A 400 with an errors list shows every message, one per line;
 * any other 400 shows the server message or the input fallback; other failures
 * the server message or the send fallback (docs/product/support.md).
 */
export function contactErrorMessage(error: unknown, t: Translate): string {
  if (isApiError(error)) {
    if (error.status === 400) {
      if (error.errors.length > 0) return error.errors.map((entry) => entry.msg).join('\n');
      return error.msg ?? t('support.contact.error.input');
    }
    return error.msg ?? t('support.contact.error.send');
  }
  return t('support.contact.error.send');
}
