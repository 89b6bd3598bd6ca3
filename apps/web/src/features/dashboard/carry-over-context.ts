import { createContext } from 'react';

/** The dashboard budget's id, for rows that show what their category carries over (issue 19). */
export const CarryOverBudgetContext = createContext<string | null>(null);
