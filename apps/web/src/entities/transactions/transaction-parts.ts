import type { CategoryType } from '@elevate/shared';
import type { SplitPart } from '@elevate/shared/schemas/splits';
import type { Transaction } from '@elevate/shared/schemas/transactions';

/** Where a transaction's money is filed: one category, or two or more parts (category null). */
export type Filing = { category: string; splits: [] } | { category: null; splits: SplitPart[] };

type Fileable = Pick<Transaction, 'category' | 'splits'>;

/** The parts of a split transaction, [] when it is not split (a row from before splits has none). */
export const partsOf = (transaction: Fileable): readonly SplitPart[] => transaction.splits ?? [];

export const isSplit = (transaction: Fileable) => partsOf(transaction).length > 0;

/** The transaction's filing as it stands. */
export function filingOf(transaction: Fileable): Filing {
  const parts = partsOf(transaction);
  return parts.length > 0
    ? { category: null, splits: [...parts] }
    : { category: transaction.category ?? '', splits: [] };
}

/**
 * What the transaction adds to each category's actual: each part in its own category, as the
 * server counts it (decision 0055), or the whole amount in its one category.
 */
export function categoryShares(
  transaction: Pick<Transaction, 'amount' | 'type'> & Fileable,
): { name: string; type: CategoryType; amount: number }[] {
  const parts = partsOf(transaction);
  if (parts.length > 0)
    return parts.map((part) => ({
      name: part.category,
      type: transaction.type,
      amount: part.amount,
    }));
  return transaction.category === null
    ? []
    : [{ name: transaction.category, type: transaction.type, amount: transaction.amount }];
}

/** Filed (in whole or in part) under this category. */
export const isFiledUnder = (transaction: Fileable, category: string) =>
  transaction.category === category || partsOf(transaction).some((p) => p.category === category);
