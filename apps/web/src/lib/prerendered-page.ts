import { getToken } from './storage.ts';
import { initialDarkMode } from './color-mode-preference.ts';

/**
 * True when the markup the server sent in #root (the build-time prerender of a page, see
 * docs/decisions/0008) is exactly what the first client render produces, so React can
 * hydrate it. The prerender is the light, signed-out page without query parameters: any
 * other case renders from scratch, since hydrating different markup would keep stale
 * classes and attributes.
 */
export function canHydratePrerender(container: HTMLElement): boolean {
  const { pathname, search } = window.location;
  return (
    container.dataset.prerendered === pathname &&
    search === '' &&
    getToken() === null &&
    !initialDarkMode()
  );
}

// Shared by login-boot.ts and the app: this module is one instance for both (one chunk).
const liveForms = new WeakSet<HTMLFormElement>();
const heldSubmits = new WeakSet<HTMLFormElement>();

/**
 * Until the app has taken a prerendered form over, submitting it would be the browser's
 * own GET, the password in the address: such a submit is held back instead.
 */
export function holdEarlySubmits(target: Document): void {
  target.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || liveForms.has(form)) return;
      event.preventDefault();
      heldSubmits.add(form);
    },
    true,
  );
}

/** The app has taken `form` over; true when a submit of it was held back meanwhile. */
export function takeOverForm(form: HTMLFormElement): boolean {
  liveForms.add(form);
  return heldSubmits.has(form);
}

/** Hands the held-back submit of `form` over once: true the first time only. */
export function releaseHeldSubmit(form: HTMLFormElement): boolean {
  return heldSubmits.delete(form);
}
