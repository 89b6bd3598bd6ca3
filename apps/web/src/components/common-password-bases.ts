/**
 * The list of common password bases (~100 KB gzipped) is its own chunk, fetched when a
 * password checklist first mounts, never with /login (decision 0017). Kept in module
 * state rather than React state: the checklist re-renders on every keystroke anyway,
 * and a late state update would be one more render for nothing.
 */
let bases: ReadonlySet<string> | null = null;
let loading: Promise<ReadonlySet<string> | null> | null = null;

export function loadCommonPasswordBases(): Promise<ReadonlySet<string> | null> {
  loading ??= import('@elevate/shared/common-passwords').then(
    (module) => (bases = module.commonPasswordBases),
    () => {
      // Offline or a stale deploy: try again next time; the server checks regardless.
      loading = null;
      return null;
    },
  );
  return loading;
}

/** The list once loaded, else null. */
export const loadedCommonPasswordBases = (): ReadonlySet<string> | null => bases;
