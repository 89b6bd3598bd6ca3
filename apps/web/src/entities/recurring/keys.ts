/** Query keys of GET /api/recurring and GET /api/recurring/due. */
export const recurringKeys = {
  all: ['recurring'] as const,
  rules: () => ['recurring', 'rules'] as const,
  due: () => ['recurring', 'due'] as const,
};
