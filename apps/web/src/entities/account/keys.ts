/** Query keys of the account's own record (how it signs in). */
export const accountKeys = {
  all: ['account'] as const,
  /** GET /api/account. */
  info: () => ['account', 'info'] as const,
};
