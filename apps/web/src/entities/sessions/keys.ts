/** Query keys of the signed-in devices. */
export const sessionKeys = {
  all: ['sessions'] as const,
  /** GET /api/auth/sessions. */
  list: () => ['sessions', 'list'] as const,
};
