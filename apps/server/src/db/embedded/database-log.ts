/** Where the embedded engine reports crashes, restarts and fallbacks. */
export interface DatabaseLog {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}
