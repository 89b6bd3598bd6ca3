import type { CategoryType } from '@elevate/shared';
import type { RuleOutcome, RuleSubject } from '@elevate/shared/rules-engine';
import { translate } from '../../lib/i18n/use-t.ts';

/** The fields of the add form the rules may fill (decision 0054). */
export type PrefillValues = {
  date: string;
  description: string;
  amount: string;
  type: CategoryType;
  category: string;
  notes: string;
  accountId: string;
  tags: string[];
  /** The parts as the form holds them ([] when not split). */
  splits: { category: string; amount: string; notes: string }[];
};
export type FillableField = 'category' | 'type' | 'notes' | 'tags' | 'splits';
export const FILLABLE_FIELDS: readonly FillableField[] = [
  'category',
  'type',
  'notes',
  'tags',
  'splits',
];

/** How the note names a field the rules filled (the catalogue keys of the words). */
const FIELD_WORDS: Record<FillableField | 'description', string> = {
  description: 'entities.rulePrefill.fieldDescription',
  category: 'entities.rulePrefill.fieldCategory',
  type: 'entities.rulePrefill.fieldType',
  notes: 'entities.rulePrefill.fieldNotes',
  tags: 'entities.rulePrefill.fieldTags',
  splits: 'entities.rulePrefill.fieldSplit',
};

export interface PrefillInput<V extends PrefillValues> {
  /** The form as the person left it. */
  values: V;
  /** The fields the person set themselves: the rules leave those alone. */
  touched: ReadonlySet<FillableField>;
  /** The text typed before a rule renamed it: the rules keep reading that. */
  renamedFrom: string | null;
  apply: (subject: RuleSubject) => RuleOutcome;
  ruleNames: ReadonlyMap<string, string>;
}

export interface Prefilled<V> {
  values: V;
  /** The fields a rule filled, with the rules that did, in the order the rules run. */
  filled: FillableField[];
  ruleNamesUsed: string[];
  /** The description a rule gives the typed text, when it differs from it. */
  rename: string | null;
}

const centsOf = (amount: string) => {
  const value = Number(amount);
  // A blank or unreadable amount matches no amount condition (NaN compares false).
  return amount.trim() === '' || !Number.isFinite(value) ? NaN : Math.round(value * 100);
};

/**
 * What the add form shows: the person's values, with what the rules say in every fillable
 * field they have not touched; tags the rules add join the typed ones. Nothing runs until
 * there is a description or an amount to go on.
 */
export function prefill<V extends PrefillValues>(input: PrefillInput<V>): Prefilled<V> {
  const { values, touched, renamedFrom, apply, ruleNames } = input;
  const description = renamedFrom ?? values.description;
  const none = { values, filled: [], ruleNamesUsed: [], rename: null };
  if (!description.trim() && !values.amount.trim()) return none;
  const outcome = apply({
    description: description.trim(),
    amountCents: centsOf(values.amount),
    type: values.type,
    accountId: values.accountId || null,
    date: values.date,
  });
  const next = { ...values };
  const filled: FillableField[] = [];
  const by: string[] = [];
  const mark = (field: FillableField, ruleId: string) => {
    filled.push(field);
    if (!by.includes(ruleId)) by.push(ruleId);
  };
  // A rule's split shares the typed amount out (decision 0055) unless the person split it
  // or chose a category themselves; the parts follow the amount as it is typed.
  if (
    outcome.split &&
    !touched.has('splits') &&
    !touched.has('category') &&
    values.splits.length === 0
  ) {
    next.splits = outcome.split.value.map((part) => ({
      category: part.category,
      amount: String(part.amountCents / 100),
      notes: part.notes ?? '',
    }));
    mark('splits', outcome.split.ruleId);
  } else if (outcome.category && !touched.has('category')) {
    next.category = outcome.category.value;
    mark('category', outcome.category.ruleId);
  }
  if (outcome.type && !touched.has('type') && outcome.type.value !== values.type) {
    next.type = outcome.type.value;
    mark('type', outcome.type.ruleId);
  }
  if (outcome.notes && !touched.has('notes')) {
    next.notes = outcome.notes.value;
    mark('notes', outcome.notes.ruleId);
  }
  if (!touched.has('tags')) {
    const held = new Set(values.tags.map((tag) => tag.toLowerCase()));
    const added = outcome.tags.filter((tag) => !held.has(tag.value.toLowerCase()));
    if (added.length > 0) {
      next.tags = [...values.tags, ...added.map((tag) => tag.value)];
      for (const tag of added) mark('tags', tag.ruleId);
    }
  }
  const renamed = outcome.description?.value ?? null;
  const rename = renamed !== null && renamed !== values.description ? renamed : null;
  if (renamedFrom !== null && outcome.description && !by.includes(outcome.description.ruleId)) {
    by.push(outcome.description.ruleId);
  }
  return {
    values: next,
    filled: [...new Set(filled)],
    ruleNamesUsed: by.map(
      (id) => ruleNames.get(id) ?? translate('entities.rulePrefill.unnamedRule'),
    ),
    rename,
  };
}

/**
 * 'Filled in by rule ‘Netflix’: category, tags.' — the line under the form, or null; in the
 * app's language (the form works it out as it renders).
 */
export function prefillNote(prefilled: Prefilled<unknown>, renamed: boolean): string | null {
  const fields = [...(renamed ? (['description'] as const) : []), ...prefilled.filled].map(
    (field) => translate(FIELD_WORDS[field]),
  );
  if (prefilled.ruleNamesUsed.length === 0 || fields.length === 0) return null;
  const names = prefilled.ruleNamesUsed.map((name) =>
    translate('entities.rulePrefill.quoted', { name }),
  );
  const list = fields.join(', ');
  const last = names.at(-1) ?? '';
  return names.length === 1
    ? translate('entities.rulePrefill.oneRule', { name: last, fields: list })
    : translate('entities.rulePrefill.manyRules', {
        names: names.slice(0, -1).join(', '),
        last,
        fields: list,
      });
}
