import { normaliseDescription } from '@elevate/shared';
import { compileRules } from '@elevate/shared/rules-engine';
import { MAX_RULE_TEXT, type RuleBody } from '@elevate/shared/schemas/rules';
import type { CreateTransactionBody, Transaction } from '@elevate/shared/schemas/transactions';
import { fetchRules } from '../../../entities/rules/get-rules.ts';
import { useCreateRule } from '../../../entities/rules/rule-writes.ts';
import { emptyListFilters } from '../../../entities/transactions/filter-query.ts';
import { fetchFilteredPage } from '../../../entities/transactions/get-filtered-page.ts';
import { translate, useT, type Translate } from '../../../lib/i18n/use-t.ts';
import { useNotify } from '../../../lib/notification-context.ts';

/** How many of the description's matches are looked at for another row with the same text. */
const LOOK_AT = 100;

export const alwaysCategoriseText = (
  description: string,
  category: string,
  t: Translate = translate,
) => t('transactions.alwaysCategorise.question', { description, category });

/** A rule for the text exactly (case and spacing aside), for rows of this type only. */
export const alwaysRule = (description: string, category: string, type: Transaction['type']) =>
  ({
    name: `${description} → ${category}`.slice(0, MAX_RULE_TEXT),
    match: 'all',
    conditions: [
      { field: 'description', op: 'equals', value: description },
      { field: 'type', op: 'equals', value: type },
    ],
    actions: [{ type: 'setCategory', value: category }],
  }) satisfies RuleBody;

/**
 * After a category change, when the description occurs on another transaction too and no
 * rule says so already: offer a rule in one click (decision 0054). Looking costs one page
 * of the description's matches; a failure to look offers nothing (it is only an offer).
 */
export function useAlwaysCategorise() {
  const notify = useNotify();
  const t = useT();
  const createRule = useCreateRule();

  return async (transaction: Transaction, changes: CreateTransactionBody) => {
    const description = changes.description.trim();
    const { category, type } = changes;
    if (!description || description.length > MAX_RULE_TEXT) return;
    // A split (before or after the edit) has no one category a rule could set.
    if (!category || !transaction.category || (changes.splits?.length ?? 0) > 0) return;
    if (category.trim().toLowerCase() === transaction.category.trim().toLowerCase()) return;
    try {
      // Its own read, not the cached query's: the write's refresh cancels that one.
      const rules = await fetchRules();
      const said = compileRules(rules)({
        description,
        amountCents: Math.round(changes.amount * 100),
        type,
        accountId: changes.accountId ?? transaction.accountId ?? null,
        date: String(changes.date).slice(0, 10),
      });
      if (said.category?.value.toLowerCase() === category.toLowerCase()) return;
      const key = normaliseDescription(description);
      const page = await fetchFilteredPage({
        filters: { ...emptyListFilters, description },
        page: 1,
        limit: LOOK_AT,
      });
      const again = page.transactions.some(
        (row) => row._id !== transaction._id && normaliseDescription(row.description) === key,
      );
      if (!again) return;
    } catch {
      return;
    }
    notify(alwaysCategoriseText(description, category, t), 'info', {
      label: t('transactions.alwaysCategorise.createRule'),
      onClick: () =>
        createRule.mutate(alwaysRule(description, category, type), {
          onSuccess: (rule) =>
            notify(t('transactions.alwaysCategorise.added', { name: rule.name }), 'success'),
          onError: () => notify(t('transactions.alwaysCategorise.failed'), 'error'),
        }),
    });
  };
}
