import type { Workbox } from 'workbox-window';
import { offerUpdate } from './app-update.ts';

/** What of workbox-window's Workbox is used here (a test passes a fake). */
export type ServiceWorkerHandle = Pick<
  Workbox,
  'addEventListener' | 'register' | 'messageSkipWaiting' | 'update'
>;

/** A tab left open for days would otherwise look for a new version only on a full load. */
const updateCheckMs = 60 * 60 * 1000;

/**
 * Registers the worker and, when a new version has installed and waits, offers it
 * (lib/app-update.ts). Taking the offer tells the waiting worker to skip waiting, and the
 * page reloads once that worker controls it: reloading sooner would load the old version.
 */
export async function watchServiceWorker(
  worker: ServiceWorkerHandle,
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  worker.addEventListener('waiting', () => {
    offerUpdate(() => {
      worker.addEventListener('controlling', () => reload());
      worker.messageSkipWaiting();
    });
  });
  await worker.register();
  setInterval(() => void worker.update().catch(() => undefined), updateCheckMs);
}

/** Production builds only (main.tsx): the build writes /sw.js (vite-plugin-pwa). */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  await watchServiceWorker(new Workbox('/sw.js', { scope: '/' }));
}
