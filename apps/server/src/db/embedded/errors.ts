/** A start-up failure whose message says what happened and what to do; printed without a stack. */
export class DatabaseStartError extends Error {}

/**
 * Embedded PostgreSQL cannot run here at all (no binaries for the platform,
 * no unprivileged user to run them as root): the server refuses to start
 * with this reason and the ways out (decision 0039).
 */
export class EngineUnavailableError extends DatabaseStartError {}

/** The last lines of a log, for a start failure's message. */
export function tail(text: string, lines = 15): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}
