import { useCallback, useMemo, useRef, useState } from 'react';
import type { CategoryType } from '@elevate/shared';
import type { ConfirmImportBody, ImportRow } from '@elevate/shared/schemas/imports';
import type { RuleValue } from '../preview-rule.ts';

/**
 * What to do with a row's possible match: link it taking the bank's date and
 * text (the server's default), link it keeping the existing ones, or keep both.
 */
export const MATCH_CHOICES = ['bank', 'existing', 'keepBoth'] as const;
export type MatchChoice = (typeof MATCH_CHOICES)[number];

/**
 * What the user changed on one preview row; `duplicate` and `matched` say what the defaults
 * were. `type` and `category` are the user's own; `ruled` is what a rule saved during the
 * preview set, and yields to them (decision 0044).
 */
export type RowEdit = {
  duplicate: boolean;
  matched: boolean;
  include?: boolean;
  type?: CategoryType;
  category?: string;
  match?: MatchChoice;
  ruled?: RuleValue;
};

type HandChange = Partial<Omit<RowEdit, 'duplicate' | 'matched' | 'ruled'>>;

/** The user set the row's type or category: rules leave it alone. */
export const byHand = (change: RowEdit | undefined) =>
  change?.type !== undefined || change?.category !== undefined;

export type RowEdits = ReturnType<typeof useRowEdits>;

type Counts = { count: number; duplicates: number; matches: number };

/** Whether a row with a possible match is linked instead of added. */
const links = (change: RowEdit | undefined, duplicate: boolean) =>
  (change?.include ?? !duplicate) && change?.match !== 'keepBoth';

function confirmMatch(index: number, match: MatchChoice | undefined) {
  if (match === 'keepBoth') return { index, action: 'keepBoth' as const };
  if (match === 'existing') {
    return { index, action: 'link' as const, date: 'existing' as const, text: 'existing' as const };
  }
  return null;
}

/**
 * The user's changes to a preview, kept per row index so a 100,000-row preview costs only
 * what was touched. Duplicates start unticked, every other row ticked; a possible match
 * starts linked.
 */
export function useRowEdits({ count, duplicates, matches }: Counts) {
  const [edits, setEdits] = useState<ReadonlyMap<number, RowEdit>>(new Map());
  // A rule is applied after the rows are read (awaited): it must see the edits made meanwhile.
  const latest = useRef(edits);
  latest.current = edits;

  /** The same change on each row (one row's control, or the bulk bar). */
  const editMany = useCallback((rows: readonly ImportRow[], change: HandChange) => {
    setEdits((previous) => {
      const next = new Map(previous);
      for (const row of rows) {
        const base = { duplicate: row.duplicate, matched: Boolean(row.match) };
        next.set(row.index, { ...previous.get(row.index), ...base, ...change });
      }
      return next;
    });
  }, []);

  const edit = useCallback(
    (row: ImportRow, change: HandChange) => editMany([row], change),
    [editMany],
  );

  const view = useCallback(
    (row: ImportRow) => {
      const changed = edits.get(row.index);
      return {
        included: changed?.include ?? !row.duplicate,
        type: changed?.type ?? changed?.ruled?.type ?? row.type,
        category: changed?.category ?? changed?.ruled?.category ?? row.category,
        match: row.match ? (changed?.match ?? 'bank') : null,
      };
    },
    [edits],
  );

  /** A row's type and category now, or null once the user set them by hand. */
  const ruleTarget = useCallback((row: ImportRow): RuleValue | null => {
    const changed = latest.current.get(row.index);
    if (byHand(changed)) return null;
    return {
      type: changed?.ruled?.type ?? row.type,
      category: changed?.ruled?.category ?? row.category,
    };
  }, []);

  /** What a rule set (applyRuleToPreview), skipping rows the user has since set by hand. */
  const applyRule = useCallback(
    (rows: readonly ImportRow[], values: ReadonlyMap<number, RuleValue>) => {
      setEdits((previous) => {
        const next = new Map(previous);
        for (const row of rows) {
          const ruled = values.get(row.index);
          const held = previous.get(row.index);
          if (!ruled || byHand(held)) continue;
          const base = { duplicate: row.duplicate, matched: Boolean(row.match) };
          next.set(row.index, { ...held, ...base, ruled });
        }
        return next;
      });
    },
    [],
  );

  const summary = useMemo(() => {
    let leftOut = 0;
    let duplicatesIncluded = 0;
    let notLinked = 0;
    for (const change of edits.values()) {
      if (change.include === false && !change.duplicate) leftOut += 1;
      if (change.include === true && change.duplicate) duplicatesIncluded += 1;
      if (change.matched && !links(change, change.duplicate)) notLinked += 1;
    }
    const duplicatesSkipped = duplicates - duplicatesIncluded;
    const selected = count - duplicatesSkipped - leftOut;
    const linked = matches - notLinked;
    return { leftOut, duplicatesSkipped, selected, linked, added: selected - linked };
  }, [edits, count, duplicates, matches]);

  /** The confirm body: only what differs from the server's defaults. */
  const body = useCallback((): ConfirmImportBody => {
    const exclude: number[] = [];
    const include: number[] = [];
    const changes: { index: number; type?: CategoryType; category?: string }[] = [];
    const matchChoices: NonNullable<NonNullable<ConfirmImportBody>['matches']> = [];
    for (const [index, change] of edits) {
      if (change.include === false && !change.duplicate) exclude.push(index);
      if (change.include === true && change.duplicate) include.push(index);
      const type = change.type ?? change.ruled?.type;
      const category = (change.category ?? change.ruled?.category)?.trim() || undefined;
      if (type || category) changes.push({ index, type, category });
      const choice = change.matched ? confirmMatch(index, change.match) : null;
      if (choice) matchChoices.push(choice);
    }
    return { exclude, include, changes, matches: matchChoices };
  }, [edits]);

  return { edit, editMany, view, ruleTarget, applyRule, summary, body };
}
