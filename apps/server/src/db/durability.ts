/** The settings of the app's own connections that decide whether a commit is on disk when acknowledged. */
export interface CommitSettings {
  fsync: string;
  synchronous_commit: string;
}

/** Read on the app's connections, so a per-database or per-role setting counts too. */
export const COMMIT_SETTINGS_QUERY =
  "select current_setting('fsync') as fsync, current_setting('synchronous_commit') as synchronous_commit";

/**
 * PostgreSQL acknowledges a commit after flushing its WAL to disk unless
 * fsync is off (nothing is flushed) or synchronous_commit is off (the flush
 * comes up to a moment later). Every other synchronous_commit value (on,
 * local, remote_write, remote_apply) flushes locally first.
 */
export function commitsReachDisk(settings: CommitSettings): boolean {
  return settings.fsync === 'on' && settings.synchronous_commit !== 'off';
}
