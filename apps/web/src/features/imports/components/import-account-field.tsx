import { TextField } from '@mui/material';
import type { Account } from '@elevate/shared/schemas/accounts';
import { useFinancialAccounts } from '../../../entities/accounts/get-accounts.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

/**
 * What the Account select offers: the open accounts, and the current one if it has been
 * closed since. None while the accounts load, and none when there is only one to pick:
 * the select is then left out and the server's choice applies, as before accounts.
 */
function offered(accounts: readonly Account[], current: string | null): Account[] {
  const open = accounts.filter((account) => !account.closed);
  if (open.length < 2) return [];
  const closed = accounts.find((account) => account._id === current && account.closed);
  return closed ? [...open, closed] : open;
}

type ImportAccountFieldProps = {
  /** The account shown; null shows the ledger's default. */
  value: string | null;
  onChange: (accountId: string) => void;
  helperText?: string;
  disabled?: boolean;
};

/** Where an import's rows go (decision 0052): shown once the ledger has two open accounts. */
export function ImportAccountField({
  value,
  onChange,
  helperText,
  disabled,
}: ImportAccountFieldProps) {
  const t = useT();
  const accounts = useFinancialAccounts();
  const options = offered(accounts.data ?? [], value);
  if (options.length === 0) return null;
  const shown = value ?? options.find((account) => account.isDefault)?._id ?? options[0]!._id;
  return (
    <TextField
      select
      size="small"
      label={t('imports.account.label')}
      value={shown}
      helperText={helperText}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ mb: 2, minWidth: 240, maxWidth: 420 }}
    >
      {options.map((account) => (
        <option key={account._id} value={account._id}>
          {account.closed ? t('imports.account.closed', { name: account.name }) : account.name}
        </option>
      ))}
    </TextField>
  );
}
