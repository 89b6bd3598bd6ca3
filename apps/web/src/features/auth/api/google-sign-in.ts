import { apiUrl } from '../../../lib/api-config.ts';

/** GET /api/auth/google is a full-page navigation: the provider flow leaves the app. */
export function googleSignInUrl(): string {
  return apiUrl('/api/auth/google');
}
