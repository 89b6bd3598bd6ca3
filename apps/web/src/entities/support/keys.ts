export const supportKeys = {
  all: ['support'] as const,
  /** GET /api/support/config: the support address, read at run time. */
  config: () => ['support', 'config'] as const,
};
