/**
 * The Idempotency-Key header of writes to ledger data (decision 0061): the server's answers,
 * which a client sending a queued write again reads too.
 */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

export const IDEMPOTENCY_MESSAGES = {
  invalid: `Idempotency-Key must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} printable ASCII characters`,
  reused: 'This Idempotency-Key was already used for a different request',
  inProgress: 'A request with this Idempotency-Key is still being processed',
} as const;
