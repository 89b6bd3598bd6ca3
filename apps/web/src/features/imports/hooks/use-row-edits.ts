import { useCallback, useMemo, useState } from 'react';
import type { CategoryType } from '@elevate/shared';
import type { ConfirmImportBody, ImportRow } from '@elevate/shared/schemas/imports';

/** What the user changed on one preview row; `duplicate` is kept to know the default tick. */
export type RowEdit = {
  duplicate: boolean;
  include?: boolean;
  type?: CategoryType;
  category?: string;
};

export type RowEdits = ReturnType<typeof useRowEdits>;

/**
 * The user's changes to a preview, kept per row index so a 100,000-row preview costs only
 * what was touched. Duplicates start unticked, every other row ticked.
 */
export function useRowEdits(count: number, duplicates: number) {
  const [edits, setEdits] = useState<ReadonlyMap<number, RowEdit>>(new Map());

  const edit = useCallback((row: ImportRow, change: Partial<Omit<RowEdit, 'duplicate'>>) => {
    setEdits((previous) => {
      const next = new Map(previous);
      next.set(row.index, { ...previous.get(row.index), duplicate: row.duplicate, ...change });
      return next;
    });
  }, []);

  const view = useCallback(
    (row: ImportRow) => {
      const changed = edits.get(row.index);
      return {
        included: changed?.include ?? !row.duplicate,
        type: changed?.type ?? row.type,
        category: changed?.category ?? row.category,
      };
    },
    [edits],
  );

  const summary = useMemo(() => {
    let leftOut = 0;
    let duplicatesIncluded = 0;
    for (const change of edits.values()) {
      if (change.include === false && !change.duplicate) leftOut += 1;
      if (change.include === true && change.duplicate) duplicatesIncluded += 1;
    }
    const duplicatesSkipped = duplicates - duplicatesIncluded;
    return { leftOut, duplicatesSkipped, selected: count - duplicatesSkipped - leftOut };
  }, [edits, count, duplicates]);

  /** The confirm body: only what differs from the server's defaults. */
  const body = useCallback((): ConfirmImportBody => {
    const exclude: number[] = [];
    const include: number[] = [];
    const changes: { index: number; type?: CategoryType; category?: string }[] = [];
    for (const [index, change] of edits) {
      if (change.include === false && !change.duplicate) exclude.push(index);
      if (change.include === true && change.duplicate) include.push(index);
      const category = change.category?.trim() || undefined;
      if (change.type || category) changes.push({ index, type: change.type, category });
    }
    return { exclude, include, changes };
  }, [edits]);

  return { edit, view, summary, body };
}
