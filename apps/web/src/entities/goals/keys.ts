/** Query keys of GET /api/goals. */
export const goalKeys = {
  all: ['goals'] as const,
  list: () => ['goals', 'list'] as const,
};
