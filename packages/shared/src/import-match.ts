/**
 * Pure rules of bank import (decision 0024), shared so the preview in the
 * browser and the server agree on what counts as the same payee.
 */

/** Lower case, accents kept, runs of whitespace as one space, trimmed. */
export function normaliseDescription(description: string): string {
  return description.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

export interface ImportRuleLike {
  contains: string;
  category: string;
  type: 'income' | 'expense' | 'savings' | null;
}

/** The first rule (in the order listed) whose text the description contains, ignoring case. */
export function matchImportRule<R extends ImportRuleLike>(
  rules: readonly R[],
  description: string,
): R | undefined {
  const key = normaliseDescription(description);
  return rules.find((rule) => key.includes(normaliseDescription(rule.contains)));
}
