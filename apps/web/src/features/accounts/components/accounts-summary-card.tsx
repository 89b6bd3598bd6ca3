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
import { LoadError } from '../../../components/load-error.tsx';
import { LoadingSkeleton } from '../../../components/loading-skeleton.tsx';
import { useFinancialAccounts } from '../../../entities/accounts/get-accounts.ts';
import { accountTotals, openAccountGroups } from '../account-groups.ts';
import { formatMoney } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

/** A dashboard card, not a list of everything: beyond this many, the Accounts page has the rest. */
const shownAtMost = 8;

const figure = { fontWeight: 600, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' };

/**
 * The dashboard's Accounts card (decision 0052): each open account's balance, in the
 * Accounts page's order, and net worth. Its own query: it never holds back the budget.
 */
export function AccountsSummaryCard() {
  const t = useT();
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
            {t('accounts.summary.title')}
          </Typography>
          <Button component={RouterLink} to="/accounts" size="small" endIcon={<ArrowForwardIcon />}>
            {t('accounts.summary.manage')}
          </Button>
        </Stack>
        {accounts.isPending && (
          <LoadingSkeleton label={t('accounts.loading')} rows={2} height={32} />
        )}
        {accounts.isError && (
          <LoadError message={t('accounts.loadFailed')} onRetry={() => void accounts.refetch()} />
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
                    {formatMoney(account.balance)}
                  </Typography>
                </ListItem>
              ))}
            </List>
            {more > 0 && (
              <Typography variant="caption" color="text.secondary">
                {t('accounts.summary.more', { count: more })}
              </Typography>
            )}
            <Divider sx={{ my: 1 }} />
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {t('accounts.totals.netWorth')}
              </Typography>
              <Typography variant="body2" sx={figure} data-testid="accounts-net-worth">
                {formatMoney(accountTotals(list).netWorth)}
              </Typography>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
