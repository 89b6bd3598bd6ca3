import { Box, Chip, Link, ListItem, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { Account } from '@elevate/shared/schemas/accounts';
import { formatMoney } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { accountTypeKeys } from '../account-groups.ts';
import { AccountActionsMenu, type AccountActions } from './account-actions-menu.tsx';

/** Where an account's rows are listed: the Transactions page narrowed to it (every month). */
export const accountTransactionsPath = (account: Account) =>
  `/transactions?accountId=${encodeURIComponent(account._id)}`;

/**
 * One account: its name (a link to its transactions), type, Default and Tracking chips and
 * balance. `actions` absent for a viewer of a shared ledger, who sees no write controls.
 */
export function AccountRow({ account, actions }: { account: Account; actions?: AccountActions }) {
  const t = useT();
  return (
    <ListItem divider disableGutters data-testid={`account-${account.name}`} sx={{ gap: 1 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={accountTransactionsPath(account)}
          underline="hover"
          color="inherit"
          noWrap
          sx={{ display: 'block', fontWeight: 500 }}
        >
          {account.name}
        </Link>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.75, flexWrap: 'wrap', mt: 0.25 }}>
          <Typography variant="body2" color="text.secondary">
            {t(accountTypeKeys[account.type])}
          </Typography>
          {account.isDefault && (
            <Chip size="small" color="primary" label={t('accounts.row.default')} />
          )}
          {!account.onBudget && (
            <Chip size="small" variant="outlined" label={t('accounts.row.tracking')} />
          )}
        </Stack>
      </Box>
      <Typography
        sx={{ fontWeight: 600, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
        data-testid="account-balance"
      >
        {formatMoney(account.balance)}
      </Typography>
      {actions && <AccountActionsMenu account={account} actions={actions} />}
    </ListItem>
  );
}
