import { createContext } from 'react';

/** The dashboard budget's id, for rows that show what their category carries over (plan ahead, docs/product/plan.md). */
export const CarryOverBudgetContext = createContext<string | null>(null);
