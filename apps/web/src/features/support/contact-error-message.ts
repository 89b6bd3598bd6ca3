import { isApiError } from '../../lib/api-error.ts';

const contactInputFallback = 'Please check your input and try again.';
const contactSendFallback = 'Failed to send message. Please try again.';

/**
 * A 400 with an errors list shows every message, one per line;
 * any other 400 shows the server message or the input fallback; other failures
 * the server message or the send fallback (docs/product/support.md).
 */
export function contactErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 400) {
      if (error.errors.length > 0) return error.errors.map((entry) => entry.msg).join('\n');
      return error.msg ?? contactInputFallback;
    }
    return error.msg ?? contactSendFallback;
  }
  return contactSendFallback;
}
