import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setStoredDarkMode, setToken } from './storage.ts';
import { setMediaQueryMatcher } from '../test/match-media.ts';
import {
  canHydratePrerender,
  holdEarlySubmits,
  releaseHeldSubmit,
  takeOverForm,
} from './prerendered-page.ts';

function prerenderedRoot(path = '/login'): HTMLElement {
  const root = document.createElement('div');
  root.dataset.prerendered = path;
  return root;
}

beforeEach(() => window.history.replaceState(null, '', '/login'));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('hydrating the prerendered sign-in page', () => {
  it('hydrates a signed-out light-mode visit of the prerendered path', () => {
    expect(canHydratePrerender(prerenderedRoot())).toBe(true);
  });

  it('renders afresh when the page was not prerendered or for another path', () => {
    expect(canHydratePrerender(document.createElement('div'))).toBe(false);
    expect(canHydratePrerender(prerenderedRoot('/register'))).toBe(false);
  });

  it('renders afresh with a query string, which the prerender never has', () => {
    window.history.replaceState(null, '', '/login?error=account_locked');
    expect(canHydratePrerender(prerenderedRoot())).toBe(false);
  });

  it('renders afresh for a stored token: the visitor is sent on to the app', () => {
    setToken('token');
    expect(canHydratePrerender(prerenderedRoot())).toBe(false);
  });

  it('renders afresh in dark mode, stored or from the system', () => {
    setStoredDarkMode(true);
    expect(canHydratePrerender(prerenderedRoot())).toBe(false);
    window.localStorage.clear();
    setMediaQueryMatcher((query) => query.includes('prefers-color-scheme: dark'));
    expect(canHydratePrerender(prerenderedRoot())).toBe(false);
  });
});

describe('submits before the app has taken over', () => {
  function submit(form: HTMLFormElement): Event {
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    return event;
  }

  it('are held back, so the password never goes into the address, and handed over once', () => {
    const form = document.createElement('form');
    document.body.append(form);
    holdEarlySubmits(document);
    expect(submit(form).defaultPrevented).toBe(true);
    expect(takeOverForm(form)).toBe(true);
    expect(releaseHeldSubmit(form)).toBe(true);
    expect(releaseHeldSubmit(form)).toBe(false);
    form.remove();
  });

  it('are left to the app once it has taken the form over', () => {
    const form = document.createElement('form');
    document.body.append(form);
    holdEarlySubmits(document);
    expect(takeOverForm(form)).toBe(false);
    expect(submit(form).defaultPrevented).toBe(false);
    expect(releaseHeldSubmit(form)).toBe(false);
    form.remove();
  });
});
