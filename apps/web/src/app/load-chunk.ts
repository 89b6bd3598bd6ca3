import { translate } from '../lib/i18n/use-t.ts';

// A lazily loaded chunk that has not arrived after 120 seconds has failed.
const chunkLoadTimeoutMs = 120_000;

export function loadChunk<T>(load: () => Promise<T>, timeoutMs = chunkLoadTimeoutMs): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      // Shown by the route error page, so in the app's language.
      () => reject(new Error(translate('app.loadChunk.timedOut', { seconds: timeoutMs / 1000 }))),
      timeoutMs,
    );
  });
  return Promise.race([load(), timeout]).finally(() => clearTimeout(timer));
}
