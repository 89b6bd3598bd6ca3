import { getStoredDarkMode, setStoredDarkMode } from './storage.ts';

// Kept apart from color-mode.tsx (and its MUI imports) for login-boot.ts, which needs the
// answer before the app's code has arrived.

/** 'dark' or 'light' from a `?theme=` query string, otherwise null. */
export function themeFromQuery(search: string): boolean | null {
  const value = new URLSearchParams(search).get('theme');
  if (value === 'dark') return true;
  if (value === 'light') return false;
  return null;
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)').matches
    : false;
}

/** The first render's mode: `?theme=`, else the stored choice, else the system's. */
export function initialDarkMode(): boolean {
  // The build-time prerender of /login has no window: it renders the light page.
  if (typeof window === 'undefined') return false;
  const fromQuery = themeFromQuery(window.location.search);
  if (fromQuery !== null) {
    setStoredDarkMode(fromQuery);
    return fromQuery;
  }
  return getStoredDarkMode() ?? systemPrefersDark();
}
