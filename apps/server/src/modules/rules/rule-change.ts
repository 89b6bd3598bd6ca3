import type { RuleOutcome } from '@elevate/shared/rules-engine';
import type { RuleChangedFields } from '@elevate/shared/schemas/rules';
import { MAX_TAGS } from '@elevate/shared/schemas/tags';

/** What decides a row's new fields besides the rule: whether it is one side of a transfer. */
export interface RuleTarget {
  fields: RuleChangedFields;
  transfer: boolean;
}

/**
 * The row's fields once the rule's outcome is applied. A split is not applied (no row is
 * split yet); a transfer keeps its type, as an edit of it does; notes set to '' are none,
 * as the door stores them. A tag is added when the row has none of its spelling whatever
 * the case, up to MAX_TAGS, spelt as `spelling` says (the ledger's) or as the rule wrote it.
 */
export function fieldsAfter(
  target: RuleTarget,
  outcome: RuleOutcome,
  spelling: ReadonlyMap<string, string>,
): RuleChangedFields {
  const before = target.fields;
  let tags = before.tags;
  if (outcome.tags.length > 0 && before.tags.length < MAX_TAGS) {
    const held = new Set(before.tags.map((tag) => tag.toLowerCase()));
    const added = outcome.tags
      .map(({ value }) => spelling.get(value.toLowerCase()) ?? value)
      .filter((tag) => !held.has(tag.toLowerCase()));
    if (added.length > 0) tags = [...before.tags, ...added].slice(0, MAX_TAGS);
  }
  return {
    type: target.transfer ? before.type : (outcome.type?.value ?? before.type),
    category: outcome.category?.value ?? before.category,
    description: outcome.description?.value ?? before.description,
    notes: outcome.notes ? outcome.notes.value || null : before.notes,
    tags,
  };
}

export function sameFields(a: RuleChangedFields, b: RuleChangedFields): boolean {
  return (
    a.type === b.type &&
    a.category === b.category &&
    a.description === b.description &&
    a.notes === b.notes &&
    a.tags.length === b.tags.length &&
    a.tags.every((tag, i) => tag === b.tags[i])
  );
}
