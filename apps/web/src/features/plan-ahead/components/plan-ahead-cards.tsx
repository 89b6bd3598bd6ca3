import { Box } from '@mui/material';
import { GoalsCard } from './goals-card.tsx';
import { UpcomingCard } from './upcoming-card.tsx';

/** The dashboard's plan-ahead cards (docs/product/plan.md): Upcoming (30 days, due ones with Record / Skip) and Goals. */
export function PlanAheadCards() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
      }}
    >
      <UpcomingCard />
      <GoalsCard compact />
    </Box>
  );
}
