// A lazily loaded chunk that has not arrived after 120 seconds has failed.
const chunkLoadTimeoutMs = 120_000;

export function loadChunk<T>(load: () => Promise<T>, timeoutMs = chunkLoadTimeoutMs): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Loading chunk failed: timed out after ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
  });
  return Promise.race([load(), timeout]).finally(() => clearTimeout(timer));
}
