import { getCsrfToken } from '../lib/csrf.ts';

/** The app's frame and first page after a sign-in (routes.tsx loads them from here too). */
export const loadAppShell = () => import('./shell/app-shell.tsx');
export const loadDashboard = () => import('./dashboard-route.tsx');

let warmed = false;

/**
 * Fetches what a sign-in needs next while the person is still typing: the CSRF
 * token the Sign In call sends, and the code of the app's frame and dashboard,
 * which would otherwise be requested only after the answer (about 40 chunks).
 * A failure here is left to the real request, which tries again.
 */
export function warmSignedInApp(): void {
  if (warmed) return;
  warmed = true;
  const ignore = () => undefined;
  getCsrfToken().catch(ignore);
  loadAppShell().catch(ignore);
  loadDashboard().catch(ignore);
}

const WARM_ON = ['focusin', 'pointerdown', 'keydown'] as const;

/** Warms the signed-in app on the first interaction with the page; returns the clean-up. */
export function warmOnFirstInteraction(): () => void {
  const stop = () => WARM_ON.forEach((type) => document.removeEventListener(type, warm, true));
  const warm = () => {
    stop();
    warmSignedInApp();
  };
  WARM_ON.forEach((type) => document.addEventListener(type, warm, true));
  // Focus may have moved into the prerendered form before the app took over.
  if (document.activeElement instanceof HTMLInputElement) warm();
  return stop;
}
