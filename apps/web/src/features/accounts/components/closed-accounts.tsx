import { Accordion, AccordionDetails, AccordionSummary, List, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { Account } from '@elevate/shared/schemas/accounts';
import { useT } from '../../../lib/i18n/use-t.ts';
import type { AccountActions } from './account-actions-menu.tsx';
import { AccountRow } from './account-row.tsx';

/** Closed accounts, folded away: they take no new transactions but keep their history. */
export function ClosedAccounts({
  accounts,
  actions,
}: {
  accounts: Account[];
  actions?: AccountActions;
}) {
  const t = useT();
  if (accounts.length === 0) return null;
  return (
    <Accordion
      disableGutters
      slots={{ heading: 'h2' }}
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls="closed-accounts"
        id="closed-accounts-title"
      >
        <Typography component="span" variant="subtitle1">
          {t('accounts.closed.title', { count: accounts.length })}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="closed-accounts">
        <List disablePadding>
          {accounts.map((account) => (
            <AccountRow key={account._id} account={account} actions={actions} />
          ))}
        </List>
      </AccordionDetails>
    </Accordion>
  );
}
