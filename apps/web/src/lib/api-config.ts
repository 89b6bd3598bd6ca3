/** API origin from VITE_API_URL; empty means the app's own origin. */
function apiBaseUrl(): string {
  const configured = import.meta.env.VITE_API_URL ?? '';
  return configured.replace(/\/+$/, '');
}

export function apiUrl(path: string): string {
  return `${apiBaseUrl()}${path}`;
}
