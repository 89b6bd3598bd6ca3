import type { RuleOutcome } from '@elevate/shared/rules-engine';
import type { RuleChange } from '@elevate/shared/schemas/rules';
import { partCategoriesText, shownParts } from '../transactions/transaction-rows.ts';
import { MAX_TAGS } from '@elevate/shared/schemas/tags';
import type { RuleFields } from '../../db/schema.ts';

/** What decides a row's new fields besides the rule: whether it is one side of a transfer. */
export interface RuleTarget {
  fields: RuleFields;
  transfer: boolean;
  /** A split row: its categories are its parts', of its type (decision 0055). */
  split: boolean;
}

/**
 * The row's fields once the rule's outcome is applied. A transfer keeps its type, as an edit
 * of it does; a split row keeps its type, category and parts (its parts have theirs), and an
 * unsplit one (not a transfer's) is split as the rule's split says; notes set to '' are none,
 * as the door stores them. A tag is added when the row has none of its spelling whatever
 * the case, up to MAX_TAGS, spelt as `spelling` says (the ledger's) or as the rule wrote it.
 */
export function fieldsAfter(
  target: RuleTarget,
  outcome: RuleOutcome,
  spelling: ReadonlyMap<string, string>,
): RuleFields {
  const before = target.fields;
  let tags = before.tags;
  if (outcome.tags.length > 0 && before.tags.length < MAX_TAGS) {
    const held = new Set(before.tags.map((tag) => tag.toLowerCase()));
    const added = outcome.tags
      .map(({ value }) => spelling.get(value.toLowerCase()) ?? value)
      .filter((tag) => !held.has(tag.toLowerCase()));
    if (added.length > 0) tags = [...before.tags, ...added].slice(0, MAX_TAGS);
  }
  const parts =
    target.split || target.transfer || !outcome.split ? before.parts : outcome.split.value;
  return {
    type: target.transfer || target.split ? before.type : (outcome.type?.value ?? before.type),
    // A new split's category as the database will keep it, so undo finds the row as left.
    category: target.split
      ? before.category
      : parts !== null
        ? partCategoriesText(parts)
        : (outcome.category?.value ?? before.category),
    parts,
    description: outcome.description?.value ?? before.description,
    notes: outcome.notes ? outcome.notes.value || null : before.notes,
    tags,
  };
}

export function sameFields(a: RuleFields, b: RuleFields): boolean {
  return (
    JSON.stringify(a.parts) === JSON.stringify(b.parts) &&
    a.type === b.type &&
    a.category === b.category &&
    a.description === b.description &&
    a.notes === b.notes &&
    a.tags.length === b.tags.length &&
    a.tags.every((tag, i) => tag === b.tags[i])
  );
}

/** A row's fields as the API shows a change: a split's category null and its parts. */
export function shownFields(fields: RuleFields): RuleChange['before'] {
  const { parts, ...rest } = fields;
  return {
    ...rest,
    category: parts ? null : fields.category,
    splits: shownParts(parts, fields.type),
  };
}
