import { useState } from 'react';
import { IconButton, ListItemText, Menu, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { Account } from '@elevate/shared/schemas/accounts';
import { useT } from '../../../lib/i18n/use-t.ts';

export type AccountActions = {
  onEdit: (account: Account) => void;
  onMakeDefault: (account: Account) => void;
  onSetClosed: (account: Account, closed: boolean) => void;
  onDelete: (account: Account) => void;
  onReconcile: (account: Account) => void;
};

/**
 * A row's writes behind one button, so a row fits 375 px. The default account cannot be
 * closed or deleted (the server refuses, 409): those items say why instead of failing.
 */
export function AccountActionsMenu({
  account,
  actions,
}: {
  account: Account;
  actions: AccountActions;
}) {
  const t = useT();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const run = (action: () => void) => () => {
    close();
    action();
  };
  const locked = account.isDefault;
  const lockedText = locked ? t('accounts.actions.defaultLocked') : undefined;
  const menuId = `account-actions-${account._id}`;
  return (
    <>
      <IconButton
        aria-label={t('accounts.actions.menu', { name: account.name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem onClick={run(() => actions.onEdit(account))}>
          {t('accounts.actions.edit')}
        </MenuItem>
        {!account.closed && !account.isDefault && (
          <MenuItem onClick={run(() => actions.onMakeDefault(account))}>
            {t('accounts.actions.makeDefault')}
          </MenuItem>
        )}
        {!account.closed && (
          <MenuItem onClick={run(() => actions.onReconcile(account))}>
            {t('accounts.actions.reconcile')}
          </MenuItem>
        )}
        {account.closed ? (
          <MenuItem onClick={run(() => actions.onSetClosed(account, false))}>
            {t('accounts.actions.reopen')}
          </MenuItem>
        ) : (
          <MenuItem disabled={locked} onClick={run(() => actions.onSetClosed(account, true))}>
            <ListItemText primary={t('accounts.actions.close')} secondary={lockedText} />
          </MenuItem>
        )}
        <MenuItem disabled={locked} onClick={run(() => actions.onDelete(account))}>
          <ListItemText primary={t('accounts.actions.delete')} secondary={lockedText} />
        </MenuItem>
      </Menu>
    </>
  );
}
