import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { RecurringRule } from '@elevate/shared/schemas/recurring';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useCanWriteLedger } from '../../../entities/ledgers/get-ledgers.ts';
import { useDeleteRule } from '../../../entities/recurring/recurring-writes.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { GoalsCard } from '../components/goals-card.tsx';
import { RecurringRulesCard } from '../components/recurring-rules-card.tsx';
import { RuleDialog } from '../components/rule-dialog.tsx';
import { UpcomingCard } from '../components/upcoming-card.tsx';

/**
 * Plan: the recurring rules with what they do next, and the savings goals. Editing or
 * deleting a rule never changes transactions already created. A viewer of a shared
 * ledger reads the plan; each card hides its own write controls.
 */
export function PlanPage() {
  const t = useT();
  const canWrite = useCanWriteLedger();
  const remove = useDeleteRule();
  const [editing, setEditing] = useState<RecurringRule | null | 'new'>(null);
  const [deleting, setDeleting] = useState<RecurringRule | null>(null);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('plan-ahead.title')}
        </Typography>
        {canWrite && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('plan-ahead.newRule')}
          </Button>
        )}
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          alignItems: 'start',
        }}
      >
        <RecurringRulesCard onEdit={setEditing} onDelete={setDeleting} />
        {/* Here the card leads on to where the rules' transactions land, not back to this page. */}
        <UpcomingCard
          link={{ to: '/transactions', label: t('plan-ahead.upcoming.viewTransactions') }}
        />
      </Box>
      <GoalsCard />
      {editing && (
        <RuleDialog rule={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('plan-ahead.deleteRule.title')}
        confirmLabel={t('plan-ahead.deleteRule.confirm')}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting._id);
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      >
        {t('plan-ahead.deleteRule.body')}
      </ConfirmDialog>
    </Box>
  );
}
