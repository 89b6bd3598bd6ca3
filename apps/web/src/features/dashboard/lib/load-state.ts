/** Where a panel's first answer stands: placeholders while pending, Retry when it failed. */
export type LoadState = { pending: boolean; failed: boolean; retry: () => void };
