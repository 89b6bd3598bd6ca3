/** Query keys of the user's webhooks and their delivery logs. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  /** GET /api/webhooks. */
  list: () => ['webhooks', 'list'] as const,
  /** GET /api/webhooks/:id/deliveries. */
  deliveries: (id: string) => ['webhooks', 'deliveries', id] as const,
};
