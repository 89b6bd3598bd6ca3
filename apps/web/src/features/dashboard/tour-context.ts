import { createContext, useContext } from 'react';
import type { Transaction } from '@elevate/shared/schemas/transactions';

/** A row shown only during the tour (docs/product/dashboard.md); it is never sent to the server. */
export type DemoTransaction = Transaction & { isDemo: true };

export type DashboardTour = {
  /** The Tour button of the month bar. */
  onStartTour: () => void;
  /** Prepended to Recent Transactions while the tour supplies one. */
  demoTransaction: DemoTransaction | null;
};

/**
 * What the dashboard needs from the guided tour. Without a provider the Tour
 * button does nothing and no demo row shows; the tour feature provides the real one.
 */
export const DashboardTourContext = createContext<DashboardTour>({
  onStartTour: () => undefined,
  demoTransaction: null,
});

export function useDashboardTour(): DashboardTour {
  return useContext(DashboardTourContext);
}
