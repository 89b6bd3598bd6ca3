import { QueryClient } from '@tanstack/react-query';

// The api client already retries 429s and handles 401/403/423; a second retry layer would
// multiply waits and repeat calls that can never succeed.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
