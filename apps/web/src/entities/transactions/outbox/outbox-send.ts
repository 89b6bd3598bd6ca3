import { TRANSACTION_CHANGED } from '@elevate/shared';
import { LEDGER_HEADER } from '@elevate/shared/contract/endpoint';
import { IDEMPOTENCY_MESSAGES } from '@elevate/shared/schemas/idempotency';
import { transactionsApi } from '@elevate/shared/contract/transactions';
import { ApiError, isApiError } from '../../../lib/api-error.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { translate } from '../../../lib/i18n/use-t.ts';
import type { SendOutcome } from './outbox-sync.ts';
import type { QueuedWrite } from './outbox-types.ts';

/** Idempotency-Key always; If-Match for an edit or a deletion unless the person chose theirs. */
export function writeHeaders(write: QueuedWrite): Record<string, string> {
  const headers: Record<string, string> = { 'Idempotency-Key': write.key };
  if (write.ledgerId) headers[LEDGER_HEADER] = write.ledgerId;
  if (write.kind !== 'create' && !write.force) headers['If-Match'] = write.ifMatch;
  return headers;
}

function call(write: QueuedWrite): Promise<unknown> {
  const headers = writeHeaders(write);
  switch (write.kind) {
    case 'create':
      return callEndpoint(transactionsApi.create, { body: write.body, headers });
    case 'update':
      return callEndpoint(transactionsApi.update, {
        params: { id: write.transaction._id },
        body: write.changes,
        headers,
      });
    case 'delete':
      return callEndpoint(transactionsApi.remove, {
        params: { id: write.transaction._id },
        headers,
      });
  }
}

/** Sends one queued write and says what came of it (never throws). */
export async function sendQueuedWrite(write: QueuedWrite): Promise<SendOutcome> {
  try {
    return { kind: 'sent', write, answer: await call(write) };
  } catch (error) {
    // Only an answer of the server becomes an ApiError; anything else was thrown after a
    // 2xx (an answer the client could not read): the write is done, its row refetched.
    if (!isApiError(error)) return { kind: 'sent', write, answer: null };
    return outcomeOfRefusal(write, error);
  }
}

function outcomeOfRefusal(write: QueuedWrite, error: ApiError): SendOutcome {
  // No answer, a server error, a session that ended, too many requests: the write waits.
  if (error.status === 0 || error.status >= 500 || error.status === 401 || error.status === 429) {
    return { kind: 'later' };
  }
  // The first send of this key is still running on the server: its answer comes next time.
  if (error.status === 409 && error.serverMsg === IDEMPOTENCY_MESSAGES.inProgress)
    return { kind: 'later' };
  if (error.status === 404 && write.kind === 'delete') {
    // Gone already: what the person wanted.
    return { kind: 'sent', write, answer: null };
  }
  if (error.status === 404 && write.kind === 'update') {
    // Said in the language the app speaks when the answer comes.
    return { kind: 'conflict', message: translate('entities.outbox.deletedElsewhere') };
  }
  if (error.status === 409 && write.kind !== 'create' && error.serverMsg === TRANSACTION_CHANGED) {
    return { kind: 'conflict', message: translate('entities.outbox.changedElsewhere') };
  }
  return { kind: 'conflict', message: error.message };
}
