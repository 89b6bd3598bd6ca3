import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { describeSchedule, formatShortDate, formatUSD } from '@elevate/shared';
import type { RecurringRule } from '@elevate/shared/schemas/recurring';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useRecurringRules } from '../../../entities/recurring/get-recurring.ts';
import { useDeleteRule } from '../../../entities/recurring/recurring-writes.ts';
import { RuleDialog } from '../components/rule-dialog.tsx';
import { UpcomingCard } from '../components/upcoming-card.tsx';

const day = (date: string) => formatShortDate(`${date}T00:00:00Z`);

function ruleSummary(rule: RecurringRule): string {
  const ends = rule.endDate
    ? `until ${day(rule.endDate)}`
    : rule.count
      ? `${rule.count} times`
      : 'no end';
  const next = rule.nextDate ? `next ${day(rule.nextDate)}` : 'ended';
  return `${describeSchedule(rule)} · from ${day(rule.startDate)}, ${ends} · ${next} · ${rule.auto ? 'automatic' : 'waits for Record'}`;
}

/** Issue 19: the recurring rules; editing or deleting one never changes transactions already created. */
export function RecurringPage() {
  const rules = useRecurringRules();
  const remove = useDeleteRule();
  const [editing, setEditing] = useState<RecurringRule | null | 'new'>(null);
  const [deleting, setDeleting] = useState<RecurringRule | null>(null);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          Recurring
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          New Rule
        </Button>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          alignItems: 'start',
        }}
      >
        <Card component="section" aria-labelledby="rules-title">
          <CardContent>
            <Typography id="rules-title" variant="h6" component="h2">
              Rules
            </Typography>
            {rules.isError && (
              <Alert severity="error">Could not load recurring transactions.</Alert>
            )}
            {rules.isSuccess && rules.data.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                No recurring transactions yet. Add rent, salary or subscriptions once and they
                appear on their dates.
              </Typography>
            )}
            <List>
              {(rules.data ?? []).map((rule) => (
                <ListItem
                  key={rule._id}
                  divider
                  disableGutters
                  secondaryAction={
                    <Stack direction="row">
                      <Tooltip title="Edit rule">
                        <IconButton
                          aria-label={`Edit ${rule.description}`}
                          onClick={() => setEditing(rule)}
                        >
                          <EditIcon />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title="Delete rule">
                        <IconButton
                          aria-label={`Delete ${rule.description}`}
                          onClick={() => setDeleting(rule)}
                        >
                          <DeleteIcon />
                        </IconButton>
                      </Tooltip>
                    </Stack>
                  }
                  sx={{ pr: 12 }}
                >
                  <ListItemText
                    primary={`${rule.description} · ${rule.type === 'income' ? '+' : '-'}${formatUSD(Math.abs(rule.amount))} · ${rule.category}`}
                    secondary={ruleSummary(rule)}
                  />
                </ListItem>
              ))}
            </List>
          </CardContent>
        </Card>
        <UpcomingCard />
      </Box>
      {editing && (
        <RuleDialog rule={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete recurring transaction?"
        confirmLabel="Delete"
        onConfirm={() => {
          if (deleting) remove.mutate(deleting._id);
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      >
        Transactions it already created stay as they are.
      </ConfirmDialog>
    </Box>
  );
}
