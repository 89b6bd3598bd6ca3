import { List, ListItem, ListItemIcon, ListItemText, Paper, Typography } from '@mui/material';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import UndoIcon from '@mui/icons-material/Undo';
import { useT } from '../../../lib/i18n/use-t.ts';

const tips = [
  {
    id: 'start-budget',
    icon: <AccountBalanceWalletIcon />,
    title: 'support.quickHelp.startBudgetTitle',
    text: 'support.quickHelp.startBudgetText',
  },
  {
    id: 'recategorise',
    icon: <SwapHorizIcon />,
    title: 'support.quickHelp.recategoriseTitle',
    text: 'support.quickHelp.recategoriseText',
  },
  {
    id: 'undo',
    icon: <UndoIcon />,
    title: 'support.quickHelp.undoTitle',
    text: 'support.quickHelp.undoText',
  },
  {
    id: 'shortcuts',
    icon: <KeyboardIcon />,
    title: 'support.quickHelp.shortcutsTitle',
    text: 'support.quickHelp.shortcutsText',
  },
  {
    id: 'dark-mode',
    icon: <DarkModeIcon />,
    title: 'support.quickHelp.darkModeTitle',
    text: 'support.quickHelp.darkModeText',
  },
];

export function QuickHelp() {
  const t = useT();
  return (
    <Paper component="section" aria-labelledby="quick-help-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="quick-help-heading" variant="h6" component="h2">
        {t('support.quickHelp.heading')}
      </Typography>
      <List dense>
        {tips.map((tip) => (
          <ListItem key={tip.id} disableGutters>
            <ListItemIcon sx={{ minWidth: 40, color: 'primary.main' }}>{tip.icon}</ListItemIcon>
            <ListItemText primary={t(tip.title)} secondary={t(tip.text)} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
