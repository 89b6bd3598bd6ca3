import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from './app/react-dom-client.ts';
import { createBrowserRouter } from 'react-router';
import { onlineManager } from '@tanstack/react-query';
import { CacheProvider } from '@emotion/react';
import { App } from './app/app.tsx';
import { canHydratePrerender } from './lib/prerendered-page.ts';
import { loadMessages } from './lib/i18n/catalogues.ts';
import { initialLocale } from './lib/i18n/initial-locale.ts';
import { cacheWithPrerenderedStyles } from './app/prerendered-styles.ts';
import { routerReady } from './app/router-ready.ts';
import { routes } from './app/routes.tsx';
import { suppressResizeObserverErrors } from './app/suppress-resize-observer-errors.ts';
// The entry's own stylesheet (the prerendered /login has it inline; see decision 0008).
import './app/fonts.css';

suppressResizeObserverErrors();
// TanStack Query assumes a connection until an event says otherwise: a tab opened offline
// would ask the server, fail and show errors instead of the data saved on this device.
onlineManager.setOnline(navigator.onLine);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

const router = createBrowserRouter(routes);

const { locale } = initialLocale();

// The prerendered /login is English; another language renders the page afresh in it.
if (locale === 'en' && canHydratePrerender(container)) {
  // The same tree as the prerender (src/app/prerender-login.tsx), its styles already in place.
  const app = (
    <StrictMode>
      <CacheProvider value={cacheWithPrerenderedStyles()}>
        <App router={router} />
      </CacheProvider>
    </StrictMode>
  );
  // Hydration must meet the page itself, not the fallback shown while its chunk loads. As a
  // transition it yields to the browser every few milliseconds instead of holding the main
  // thread for the whole tree (the page is already visible meanwhile).
  void routerReady(router).then(() =>
    startTransition(() => {
      hydrateRoot(container, app);
    }),
  );
} else {
  // The first render speaks the chosen language at once, not English for a moment.
  void loadMessages(locale).then(() => {
    container.replaceChildren();
    createRoot(container).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}

// Reporting is not needed for the first paint: its code arrives after the page's own.
void import('./lib/web-vitals.ts').then(({ reportWebVitals }) => reportWebVitals());

// Offline use and update prompts (decision 0059), built apps only: `vite dev` has no worker
// script, and one would serve stale modules there. Registered once the page has loaded, so
// that precaching does not compete with the page's own requests.
if (import.meta.env.PROD) {
  const register = () =>
    void import('./lib/service-worker.ts').then(({ registerServiceWorker }) =>
      registerServiceWorker(),
    );
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
