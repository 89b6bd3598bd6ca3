import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  Button,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import SettingsIcon from '@mui/icons-material/Settings';
import { useCurrentLedger } from '../../../entities/ledgers/get-ledgers.ts';
import { useCreateLedger } from '../../../entities/ledgers/ledger-writes.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { setSelectedLedgerId } from '../../../lib/selected-ledger.ts';
import { ledgerErrorText, roleLabel } from '../ledger-messages.ts';

// The form comes only when asked for: the switcher is in the shell every page loads.
const LedgerNameDialog = lazy(() =>
  import('./ledger-name-dialog.tsx').then((m) => ({ default: m.LedgerNameDialog })),
);

/**
 * The app bar's ledger switcher (decision 0049): the current ledger's name, a menu of the
 * caller's ledgers with their role, 'New ledger…' and the ledger's settings. On a phone
 * only an icon shows, so the bar never overflows at 375 px.
 */
export function LedgerSwitcher() {
  const t = useT();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const navigate = useNavigate();
  const { ledger, ledgers } = useCurrentLedger();
  const create = useCreateLedger();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [creating, setCreating] = useState(false);
  const name = ledger?.name ?? t('ledgers.switcher.fallbackName');
  const label = t('ledgers.switcher.label', { name });

  const choose = (id: string, personal: boolean) => {
    setAnchor(null);
    setSelectedLedgerId(personal ? null : id);
  };

  return (
    <>
      {narrow ? (
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MenuBookIcon />
        </IconButton>
      ) : (
        <Button
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          startIcon={<MenuBookIcon />}
          endIcon={<ExpandMoreIcon />}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ textTransform: 'none', maxWidth: 280, minWidth: 0 }}
        >
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {name}
          </span>
        </Button>
      )}
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {(ledgers ?? []).map((entry) => (
          <MenuItem
            key={entry._id}
            selected={entry._id === ledger?._id}
            onClick={() => choose(entry._id, entry.personal)}
          >
            <ListItemIcon>
              {entry._id === ledger?._id && <CheckIcon fontSize="small" />}
            </ListItemIcon>
            <ListItemText
              primary={entry.name}
              secondary={
                entry.personal
                  ? t('ledgers.switcher.personalRole', { role: roleLabel(entry.role, t) })
                  : roleLabel(entry.role, t)
              }
            />
          </MenuItem>
        ))}
        {ledgers && <Divider />}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            create.reset();
            setCreating(true);
          }}
        >
          <ListItemIcon>
            <AddIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('ledgers.switcher.newLedger')} />
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void navigate('/ledgers');
          }}
        >
          <ListItemIcon>
            <SettingsIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('ledgers.switcher.manage')} />
        </MenuItem>
      </Menu>
      {creating && (
        <Suspense fallback={null}>
          <LedgerNameDialog
            open={creating}
            title={t('ledgers.switcher.newTitle')}
            submitLabel={t('ledgers.switcher.create')}
            busy={create.isPending}
            error={
              create.isError
                ? ledgerErrorText(create.error, t('ledgers.switcher.createFailed'))
                : null
            }
            onSubmit={(value) => create.mutate(value, { onSuccess: () => setCreating(false) })}
            onClose={() => setCreating(false)}
          />
        </Suspense>
      )}
    </>
  );
}
