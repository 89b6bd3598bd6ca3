/**
 * A module loaded at its first use instead of at start-up, for libraries only
 * some requests need (passkeys, XML statements, mail over
 * SMTP, OpenID): the server does not hold their code until then (decision
 * 0034). The load is shared by concurrent callers and tried again if it failed.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((err: unknown) => {
      pending = undefined;
      throw err;
    }));
}
