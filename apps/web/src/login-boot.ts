// Entry of the prerendered /login (see docs/decisions/0008). The page is already painted
// from the HTML, so the app's code, parked inert in <template id="deferred-code">, is
// requested only after the first paint, and evaluated one library chunk per task so that
// no single task holds the main thread for long.
import { canHydratePrerender, holdEarlySubmits } from './lib/prerendered-page.ts';

const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const preloadsPerTask = 8;

function preload(href: string): void {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

async function loadDeferredCode(): Promise<void> {
  const template = document.getElementById('deferred-code');
  if (!(template instanceof HTMLTemplateElement)) return;
  template.remove();
  const inert = Array.from(template.content.children);
  const entry = inert.find((element) => element.localName === 'script')?.getAttribute('src');
  // Elements parsed inside a template never load: live preloads start the downloads, a few
  // per task (each append costs the main thread a little).
  const preloads = inert.filter((element) => element.localName === 'link');
  const hrefs = [entry, ...preloads.map((link) => link.getAttribute('href'))];
  for (let start = 0; start < hrefs.length; start += preloadsPerTask) {
    for (const href of hrefs.slice(start, start + preloadsPerTask)) if (href) preload(href);
    await yieldToBrowser();
  }
  // The entry's own imports (marked by the build), in dependency order, then the entry.
  const steps = preloads
    .filter((link) => link.hasAttribute('data-step'))
    .map((link) => link.getAttribute('href'));
  for (const href of [...steps, entry]) {
    if (!href) continue;
    await import(/* @vite-ignore */ href);
    await yieldToBrowser();
  }
}

function afterFirstPaint(run: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    run();
  };
  // A hidden tab paints nothing: nothing to wait for.
  if (
    document.visibilityState !== 'visible' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    once();
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    once();
  }).observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', once, { once: true });
  // Should the paint entry never come, the page must still become interactive.
  setTimeout(once, 3000);
}

const root = document.getElementById('root');
if (root && !canHydratePrerender(root)) {
  // Signed in or in dark mode: the light sign-in form is not what this user will get, so it
  // goes before it can show, and the app's code is needed at once.
  root.replaceChildren();
  void loadDeferredCode();
} else {
  holdEarlySubmits(document);
  afterFirstPaint(() => void loadDeferredCode());
}
