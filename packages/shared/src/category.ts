/** A budget category, identified by name plus type. */
export const CATEGORY_TYPES = ['income', 'expense', 'savings'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];

export interface BudgetCategory {
  name: string;
  type: CategoryType;
  budgetedAmount: number;
  actualAmount: number;
  sortOrder?: number;
}

export interface CategoryRef {
  name: string;
  type: CategoryType;
}

export function isSameCategory(a: CategoryRef, b: CategoryRef): boolean {
  return a.name === b.name && a.type === b.type;
}

/** Names compare case-insensitively for uniqueness: 'Rent' and 'rent' of one type clash. */
export function categoryUniquenessKey(category: CategoryRef): string {
  return `${category.type}:${category.name.trim().toLowerCase()}`;
}

/** Categories of one type by sortOrder (missing = 0); ties keep list order. */
export function sortCategories<T extends { sortOrder?: number }>(categories: readonly T[]): T[] {
  return [...categories].sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0));
}

export function categoriesOfType<T extends { type: CategoryType; sortOrder?: number }>(
  categories: readonly T[],
  type: CategoryType,
): T[] {
  return sortCategories(categories.filter((category) => category.type === type));
}
