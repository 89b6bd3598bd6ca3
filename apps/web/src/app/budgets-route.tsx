import { BudgetsPage } from '../features/budgets/routes/budgets-page.tsx';
import { GoalsCard } from '../features/plan-ahead/components/goals-card.tsx';

/** The Budgets page with the savings goals (plan ahead, docs/product/plan.md), composed here so neither feature imports the other. */
export function BudgetsRoute() {
  return <BudgetsPage goals={<GoalsCard />} />;
}
