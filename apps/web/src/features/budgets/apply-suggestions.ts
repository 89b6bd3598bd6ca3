import { categoryUniquenessKey } from '@elevate/shared';
import type { BudgetCategoryInput } from '@elevate/shared/schemas/budgets';
import type { Suggestions } from '@elevate/shared/schemas/plan-ahead';

/**
 * 'Suggest from history' (plan ahead, docs/product/plan.md): every draft expense or savings category
 * with a suggestion takes it; suggested categories the draft lacks are added
 * last in their type. Returns the new draft and the basis of each amount.
 */
export function applySuggestions(
  draft: readonly BudgetCategoryInput[],
  suggestions: Suggestions,
): { categories: BudgetCategoryInput[]; bases: Record<string, string> } {
  const byKey = new Map(suggestions.categories.map((s) => [categoryUniquenessKey(s), s]));
  const bases: Record<string, string> = {};
  const categories = draft.map((category) => {
    const s = byKey.get(categoryUniquenessKey(category));
    if (!s || category.type === 'income') return category;
    byKey.delete(categoryUniquenessKey(category));
    bases[categoryUniquenessKey(category)] = s.basis;
    return { ...category, budgetedAmount: s.suggested };
  });
  for (const s of byKey.values()) {
    if (s.suggested <= 0) continue;
    const orders = categories.filter((c) => c.type === s.type).map((c) => c.sortOrder ?? 0);
    categories.push({
      name: s.name,
      type: s.type,
      budgetedAmount: s.suggested,
      sortOrder: orders.length ? Math.max(...orders) + 1 : 0,
    });
    bases[categoryUniquenessKey(s)] = s.basis;
  }
  return { categories, bases };
}
