import { useMemo, useState } from 'react';
import { compileRules } from '@elevate/shared/rules-engine';
import type { Rule } from '@elevate/shared/schemas/rules';
import {
  FILLABLE_FIELDS,
  prefill,
  prefillNote,
  type FillableField,
  type PrefillValues,
} from './rule-prefill.ts';

const NO_RULES = () => ({ tags: [] });

/**
 * The add form's pre-fill by the ledger's rules (decision 0054), the same engine the server
 * runs on imports and recurring occurrences. `values` is what to show, `note` says which
 * rule filled what; `edited` marks the fields the person changed (the rules leave those
 * alone), `descriptionDone` applies a rule's new description once the person leaves the field.
 * Without rules (an edit of an existing row, or while they load) the values pass through.
 */
export function useRulePrefill<V extends PrefillValues>(picked: V, rules?: readonly Rule[]) {
  const enabled = rules !== undefined && rules.length > 0;
  const [touched, setTouched] = useState<ReadonlySet<FillableField>>(new Set());
  const [renamedFrom, setRenamedFrom] = useState<string | null>(null);
  const apply = useMemo(() => (rules ? compileRules(rules) : NO_RULES), [rules]);
  const ruleNames = useMemo(
    () => new Map((rules ?? []).map((rule) => [rule._id, rule.name])),
    [rules],
  );
  const result = enabled
    ? prefill({ values: picked, touched, renamedFrom, apply, ruleNames })
    : { values: picked, filled: [], ruleNamesUsed: [], rename: null };

  return {
    values: result.values,
    note: enabled ? prefillNote(result, renamedFrom !== null) : null,
    /**
     * Call with every change the person makes, before storing it. A field set to what it
     * shows already (a list's echo of a value) is not taken as the person's choice.
     */
    edited(patch: Partial<V>) {
      const keys = FILLABLE_FIELDS.filter(
        (field) =>
          field in patch && JSON.stringify(patch[field]) !== JSON.stringify(result.values[field]),
      );
      if (keys.length > 0) setTouched((held) => new Set([...held, ...keys]));
      if ('description' in patch) setRenamedFrom(null);
    },
    /** The description to store when the person leaves the field, or null to keep it. */
    descriptionDone(): string | null {
      if (!result.rename) return null;
      setRenamedFrom(picked.description);
      return result.rename;
    },
    /** Forget what the person touched (the dashboard's form is reused after it closes). */
    reset() {
      setTouched(new Set());
      setRenamedFrom(null);
    },
  };
}
