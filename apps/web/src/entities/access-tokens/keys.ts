/** Query keys of the user's personal access tokens. */
export const accessTokenKeys = {
  all: ['access-tokens'] as const,
  /** GET /api/tokens. */
  list: () => ['access-tokens', 'list'] as const,
};
