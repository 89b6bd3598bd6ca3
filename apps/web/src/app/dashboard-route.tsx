import { useMemo } from 'react';
import { AccountsSummaryCard } from '../features/accounts/components/accounts-summary-card.tsx';
import { DashboardPage } from '../features/dashboard/routes/dashboard-page.tsx';
import { DashboardTourContext } from '../features/dashboard/tour-context.ts';
import { importPagePath } from '../features/imports/import-paths.ts';
import { PlanAheadCards } from '../features/plan-ahead/components/plan-ahead-cards.tsx';
import { GuidedTour } from '../features/tour/components/guided-tour.tsx';
import { useGuidedTour } from '../features/tour/hooks/use-guided-tour.ts';

/**
 * The dashboard with its guided tour (docs/product/web-client.md), the accounts' balances and
 * the plan-ahead cards. Composed here so no feature imports another: the tour supplies the
 * Tour button's action and the demo row.
 */
export function DashboardRoute() {
  const tour = useGuidedTour();
  const { start, demoTransaction } = tour;
  const value = useMemo(() => ({ onStartTour: start, demoTransaction }), [start, demoTransaction]);
  return (
    <DashboardTourContext.Provider value={value}>
      <DashboardPage
        accounts={<AccountsSummaryCard />}
        planAhead={<PlanAheadCards />}
        importPath={importPagePath}
      />
      <GuidedTour tour={tour} />
    </DashboardTourContext.Provider>
  );
}
