import {
  Box,
  Button,
  Card,
  CardContent,
  Divider,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Link as RouterLink } from 'react-router';
import { formatUSD } from '@elevate/shared';
import { LoadError } from '../../../components/load-error.tsx';
import { LoadingSkeleton } from '../../../components/loading-skeleton.tsx';
import { useFinancialAccounts } from '../../../entities/accounts/get-accounts.ts';
import { accountTotals, openAccountGroups } from '../account-groups.ts';
import { accountMessages } from '../account-messages.ts';

/** A dashboard card, not a list of everything: beyond this many, the Accounts page has the rest. */
const shownAtMost = 8;

const figure = { fontWeight: 600, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' };

/**
 * The dashboard's Accounts card (decision 0052): each open account's balance, in the
 * Accounts page's order, and net worth. Its own query: it never holds back the budget.
 */
export function AccountsSummaryCard() {
  const accounts = useFinancialAccounts();
  const list = accounts.data ?? [];
  const open = openAccountGroups(list).flatMap((group) => group.accounts);
  const more = open.length - shownAtMost;
  return (
    <Card component="section" aria-labelledby="accounts-summary-title">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
          <AccountBalanceIcon color="primary" aria-hidden />
          <Typography id="accounts-summary-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            Accounts
          </Typography>
          <Button component={RouterLink} to="/accounts" size="small" endIcon={<ArrowForwardIcon />}>
            Manage
          </Button>
        </Stack>
        {accounts.isPending && <LoadingSkeleton label="Loading accounts" rows={2} height={32} />}
        {accounts.isError && (
          <LoadError message={accountMessages.loadFailed} onRetry={() => void accounts.refetch()} />
        )}
        {accounts.isSuccess && (
          <>
            <List dense disablePadding>
              {open.slice(0, shownAtMost).map((account) => (
                <ListItem key={account._id} disableGutters sx={{ gap: 1 }}>
                  <Typography variant="body2" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
                    {account.name}
                  </Typography>
                  <Typography variant="body2" sx={figure} data-testid="account-balance">
                    {formatUSD(account.balance)}
                  </Typography>
                </ListItem>
              ))}
            </List>
            {more > 0 && (
              <Typography variant="caption" color="text.secondary">
                and {more} more on the Accounts page
              </Typography>
            )}
            <Divider sx={{ my: 1 }} />
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2" color="text.secondary">
                Net worth
              </Typography>
              <Typography variant="body2" sx={figure} data-testid="accounts-net-worth">
                {formatUSD(accountTotals(list).netWorth)}
              </Typography>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
