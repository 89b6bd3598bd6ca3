/**
 * The rules engine (decision 0054): pure, shared so the form's pre-fill in the browser and the
 * server's writes agree. Each rule is compiled once (its texts normalised, its amounts in cents),
 * then a transaction costs at most rules x conditions comparisons of bounded texts: no regular
 * expressions, nothing that can run long on a hostile value.
 */
import type { CategoryType } from './category.ts';
import { normaliseDescription } from './import-match.ts';
import { toCents } from './money.ts';
import type { RuleAction, RuleBody, RuleCondition } from './schemas/rules.ts';
import { MAX_TAGS } from './schemas/tags.ts';
import { splitCents } from './split-cents.ts';

/** What the rules look at. */
export interface RuleSubject {
  description: string;
  amountCents: number;
  type: CategoryType;
  accountId: string | null;
  /** YYYY-MM-DD: its day of month is the condition's. */
  date: string;
}

type Found<T> = { value: T; ruleId: string };
export interface SplitPartOutcome {
  category: string;
  amountCents: number;
  notes: string | null;
}

/** What the rules set, each with the rule that set it (the form and the preview say which). */
export interface RuleOutcome {
  category?: Found<string>;
  type?: Found<CategoryType>;
  description?: Found<string>;
  notes?: Found<string>;
  tags: Found<string>[];
  split?: Found<SplitPartOutcome[]>;
}

type Prepared = RuleSubject & { key: string; day: number };
type Test = (subject: Prepared) => boolean;
type CompiledRule = { id: string; holds: Test; actions: RuleAction[] };

const within = (value: number, [low, high]: readonly [number, number]) =>
  value >= low && value <= high;

function numberTest(op: 'equals' | 'gte' | 'lte', bound: number, read: (s: Prepared) => number) {
  if (op === 'equals') return (s: Prepared) => read(s) === bound;
  return op === 'gte' ? (s: Prepared) => read(s) >= bound : (s: Prepared) => read(s) <= bound;
}

function compileCondition(condition: RuleCondition): Test {
  switch (condition.field) {
    case 'description': {
      const text = normaliseDescription(condition.value);
      const ops = {
        contains: (s: Prepared) => s.key.includes(text),
        equals: (s: Prepared) => s.key === text,
        startsWith: (s: Prepared) => s.key.startsWith(text),
        endsWith: (s: Prepared) => s.key.endsWith(text),
      };
      return ops[condition.op];
    }
    case 'amount': {
      const amount = (s: Prepared) => s.amountCents;
      if (condition.op !== 'between')
        return numberTest(condition.op, toCents(condition.value), amount);
      const bounds = [toCents(condition.value[0]), toCents(condition.value[1])] as const;
      return (s) => within(s.amountCents, bounds);
    }
    case 'dayOfMonth': {
      if (condition.op !== 'between')
        return numberTest(condition.op, condition.value, (s) => s.day);
      const bounds = condition.value;
      return (s) => within(s.day, bounds);
    }
    case 'type':
      return (s) => s.type === condition.value;
    case 'accountId': {
      const id = condition.value.toLowerCase();
      return (s) => s.accountId?.toLowerCase() === id;
    }
  }
}

function compileRule(rule: RuleBody & { _id: string }): CompiledRule {
  const tests = rule.conditions.map(compileCondition);
  const holds: Test =
    rule.match === 'all' ? (s) => tests.every((t) => t(s)) : (s) => tests.some((t) => t(s));
  return { id: rule._id, holds, actions: rule.actions };
}

/**
 * Compiles the rules, in the order given (the ledger's order: the server passes them sorted),
 * into one function of a transaction. The first matching rule that has an action of a kind
 * sets that kind (category, type, description, notes, split); tags add up over every matching rule
 * (a trip and a reimbursable expense are both worth knowing), at most 20. Conditions look at
 * the transaction as given, not as an earlier rule changed it.
 */
export function compileRules(rules: readonly (RuleBody & { _id: string })[]) {
  const compiled = rules.map(compileRule);
  return (subject: RuleSubject): RuleOutcome => {
    const s: Prepared = {
      ...subject,
      key: normaliseDescription(subject.description),
      day: Number(subject.date.slice(8, 10)),
    };
    const outcome: RuleOutcome = { tags: [] };
    const tagKeys = new Set<string>();
    for (const rule of compiled) {
      if (!rule.holds(s)) continue;
      for (const action of rule.actions) {
        const found = { ruleId: rule.id };
        if (action.type === 'setCategory') outcome.category ??= { ...found, value: action.value };
        else if (action.type === 'setType') outcome.type ??= { ...found, value: action.value };
        else if (action.type === 'setDescription')
          outcome.description ??= { ...found, value: action.value };
        else if (action.type === 'setNotes') outcome.notes ??= { ...found, value: action.value };
        else if (action.type === 'addTag') {
          const key = action.value.trim().toLowerCase();
          if (tagKeys.has(key) || tagKeys.size >= MAX_TAGS) continue;
          tagKeys.add(key);
          outcome.tags.push({ ...found, value: action.value.trim() });
        } else if (!outcome.split) {
          // A split that cannot divide this amount (parts over it, a part of 0) is no split.
          const parts = splitCents(action.value, s.amountCents);
          if (parts) outcome.split = { ...found, value: parts };
        }
      }
    }
    return outcome;
  };
}
