/** Query keys of the account's passkeys. */
export const passkeyKeys = {
  all: ['passkeys'] as const,
  /** GET /api/auth/passkeys. */
  list: () => ['passkeys', 'list'] as const,
};
