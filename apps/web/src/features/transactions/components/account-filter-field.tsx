import { MenuItem, TextField } from '@mui/material';
import type { Account } from '@elevate/shared/schemas/accounts';
import { useT } from '../../../lib/i18n/use-t.ts';

type AccountFilterFieldProps = {
  /** Every account of the ledger, closed ones included. */
  accounts: readonly Account[];
  /** '' for every account. */
  value: string;
  onChange: (accountId: string) => void;
};

/**
 * The Filters panel's Account select: every account, or one of the open ones. A closed
 * account, or one the list does not know, stays choosable while it is the value (a link
 * from the Accounts page may name it), so the select never holds a value it cannot show.
 */
export function AccountFilterField({ accounts, value, onChange }: AccountFilterFieldProps) {
  const t = useT();
  const open = accounts.filter((account) => !account.closed);
  const chosen = value ? accounts.find((account) => account._id === value) : undefined;
  const extra = value && !open.some((account) => account._id === value);
  return (
    <TextField
      select
      label={t('transactions.filters.account')}
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">{t('transactions.filters.allAccounts')}</MenuItem>
      {open.map((account) => (
        <MenuItem key={account._id} value={account._id}>
          {account.name}
        </MenuItem>
      ))}
      {extra && (
        <MenuItem value={value}>
          {chosen
            ? t('transactions.filters.closedAccount', { name: chosen.name })
            : t('transactions.filters.unknownAccount')}
        </MenuItem>
      )}
    </TextField>
  );
}
