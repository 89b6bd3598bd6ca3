/**
 * The web app's service worker (decision 0059), written by vite-plugin-pwa at the end of
 * the build (apps/web/vite.config.ts): it precaches the app shell, so the app opens
 * offline, and serves every page navigation from it. It caches no API answer: the data
 * kept for offline reading is the signed-in user's query cache, in IndexedDB.
 */
import type { VitePWAOptions } from 'vite-plugin-pwa';

export const serviceWorkerOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  // A new version waits until the person takes it (app/update-prompt.tsx); the app
  // registers the worker itself (src/lib/service-worker.ts), in production builds only.
  registerType: 'prompt',
  injectRegister: false,
  // public/manifest.webmanifest is the manifest, linked from index.html.
  manifest: false,
  filename: 'sw.js',
  workbox: {
    // The shell: both HTML pages, every chunk (lazy pages too), the fonts, icons and manifest.
    // scripts/precompress.ts runs after the build and only adds .br/.gz files beside them:
    // the server sends the same bytes compressed, so the revisions below still match.
    globPatterns: ['**/*.{html,js,css,woff2,svg,png,webmanifest}'],
    globIgnores: ['**/*.br', '**/*.gz', 'sw.js'],
    // Hashed file names are their own revision.
    dontCacheBustURLsMatching: /^static\//,
    // Any other page opens the app shell; /login matches login.html in the precache first
    // (clean URLs), as the server sends it. The API is never answered from a cache.
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/api\//],
    runtimeCaching: [],
    // The first install controls the open tab at once: it works offline from then on.
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // One script, served uncached by the server, rather than a second runtime file.
    inlineWorkboxRuntime: true,
    sourcemap: false,
  },
};
