import { MAX_SPLIT_PARTS } from '@elevate/shared/schemas/splits';
import type { RuleAction } from '@elevate/shared/schemas/rules';
import { formatCount } from '../../lib/i18n/format.ts';
import { translate, type Translate } from '../../lib/i18n/use-t.ts';

type SplitAction = Extract<RuleAction, { type: 'split' }>;
export type SplitBy = SplitAction['value']['by'];

/** One part of a split action as typed: `share` is its percent or its amount. */
export type SplitPartDraft = { category: string; share: string; notes: string };
export type SplitDraft = { by: SplitBy; parts: SplitPartDraft[] };

const emptyPart = (): SplitPartDraft => ({ category: '', share: '', notes: '' });

/** A new split: two halves, the commonest split, so the hint starts at 100 %. */
export const newSplit = (): SplitDraft => ({
  by: 'percent',
  parts: [
    { ...emptyPart(), share: '50' },
    { ...emptyPart(), share: '50' },
  ],
});

export const withSplitPart = (split: SplitDraft): SplitDraft =>
  split.parts.length >= MAX_SPLIT_PARTS
    ? split
    : { ...split, parts: [...split.parts, emptyPart()] };

/** A stored split as the form edits it (the last part by amount has no amount: the rest). */
export const splitDraftOf = ({ value }: SplitAction): SplitDraft => ({
  by: value.by,
  parts: value.parts.map((part) => ({
    category: part.category,
    share: String((value.by === 'percent' ? part.percent : part.amount) ?? ''),
    notes: part.notes ?? '',
  })),
});

// A blank share stays NaN, so the schema names it rather than taking 0.
const shareOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The action to send: by amount, the last part's amount is left out (it takes the rest). */
export function splitActionOf({ by, parts }: SplitDraft): unknown {
  return {
    type: 'split',
    value: {
      by,
      parts: parts.map((part, i) => ({
        category: part.category.trim(),
        ...(by === 'percent' ? { percent: shareOf(part.share) } : {}),
        ...(by === 'amount' && i < parts.length - 1 ? { amount: shareOf(part.share) } : {}),
        ...(part.notes.trim() ? { notes: part.notes.trim() } : {}),
      })),
    },
  };
}

/** What the form asks for before the contract's own checks: a category and a share per part. */
export function splitBlank({ by, parts }: SplitDraft, t: Translate = translate): string | null {
  const index = parts.findIndex(
    (part, i) =>
      !part.category.trim() || (!part.share.trim() && (by === 'percent' || i < parts.length - 1)),
  );
  if (index < 0) return null;
  const part = parts[index]!;
  const n = index + 1;
  if (!part.category.trim()) return t('rules.split.chooseCategory', { part: n });
  return t(by === 'percent' ? 'rules.split.enterPercent' : 'rules.split.enterAmount', { part: n });
}

/** The live hint under the parts: whether the percents add up, or where the rest goes. */
export function splitHint(
  { by, parts }: SplitDraft,
  t: Translate = translate,
): { text: string; ok: boolean } {
  if (by === 'amount') return { text: t('rules.split.lastTakesRest'), ok: true };
  const total = parts.reduce((sum, part) => sum + (Number(part.share) || 0), 0);
  return Math.abs(total - 100) < 1e-9
    ? { text: t('rules.split.addsUp'), ok: true }
    : {
        text: t('rules.split.percentsOff', { total: formatCount(Math.round(total * 100) / 100) }),
        ok: false,
      };
}
