import { Card, CardContent, List, Stack, Typography } from '@mui/material';
import { sumDollars } from '@elevate/shared';
import { formatMoney } from '../../../lib/i18n/format.ts';
import type { AccountGroup } from '../account-groups.ts';
import type { AccountActions } from './account-actions-menu.tsx';
import { AccountRow } from './account-row.tsx';

/** One group of open accounts (budget or tracking) with its total. */
export function AccountGroupCard({
  group,
  actions,
}: {
  group: AccountGroup;
  actions?: AccountActions;
}) {
  const titleId = `accounts-${group.key}-title`;
  const total = sumDollars(group.accounts.map((account) => account.balance));
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {group.title}
          </Typography>
          <Typography
            variant="subtitle1"
            color="text.secondary"
            sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
            data-testid="group-total"
          >
            {formatMoney(total)}
          </Typography>
        </Stack>
        <List disablePadding>
          {group.accounts.map((account) => (
            <AccountRow key={account._id} account={account} actions={actions} />
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
