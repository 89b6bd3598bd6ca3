import { useMemo } from 'react';
import type { Rule } from '@elevate/shared/schemas/rules';
import { useFinancialAccounts } from '../../../entities/accounts/get-accounts.ts';
import { useBudgetOfDate } from '../../../entities/budgets/get-month-budget.ts';
import { useTagNames } from '../../../entities/tags/get-tags.ts';

/**
 * What the rule form offers: the ledger's accounts, this month's categories plus those the
 * rules already name (a rule may name a category of another month), and the tags.
 */
export function useRuleChoices(rules: readonly Rule[]) {
  const accounts = useFinancialAccounts();
  // Today's budget month (the ledger's start day decides which that is).
  const budget = useBudgetOfDate(new Date());
  const tags = useTagNames();
  const categories = useMemo(() => {
    const names = new Set((budget.data?.categories ?? []).map((category) => category.name));
    for (const rule of rules)
      for (const action of rule.actions) {
        if (action.type === 'setCategory') names.add(action.value);
        if (action.type === 'split')
          for (const part of action.value.parts) names.add(part.category);
      }
    return [...names].sort((a, b) => a.localeCompare(b));
  }, [budget.data, rules]);
  return { accounts: accounts.data ?? [], categories, tags };
}
