export { dumpDatabase, type DumpSummary } from './dump.ts';
export { restoreDatabase, type RestoreOptions, type RestoreSummary } from './restore.ts';
export { BackupError, type BackupErrorCode, type BackupHeader } from './format.ts';
export { EXCLUDED_TABLES } from './catalog.ts';
