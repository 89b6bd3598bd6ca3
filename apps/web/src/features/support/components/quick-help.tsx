import { List, ListItem, ListItemIcon, ListItemText, Paper, Typography } from '@mui/material';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import UndoIcon from '@mui/icons-material/Undo';

const tips = [
  {
    icon: <AccountBalanceWalletIcon />,
    primary: 'Start a budget',
    secondary: "Budgets > 'New Budget' copies last month's categories.",
  },
  {
    icon: <SwapHorizIcon />,
    primary: 'Recategorise fast',
    secondary: 'Drag a recent transaction onto another category.',
  },
  {
    icon: <UndoIcon />,
    primary: 'Undo and redo',
    secondary: 'Ctrl/Cmd+Z to undo, Ctrl/Cmd+Shift+Z or Ctrl/Cmd+Y to redo.',
  },
  {
    icon: <KeyboardIcon />,
    primary: 'Shortcuts',
    secondary: 'M opens the month picker, Ctrl+B balances all categories.',
  },
  {
    icon: <DarkModeIcon />,
    primary: 'Dark mode',
    secondary: 'Settings > Appearance.',
  },
];

export function QuickHelp() {
  return (
    <Paper component="section" aria-labelledby="quick-help-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="quick-help-heading" variant="h6" component="h2">
        Quick Help
      </Typography>
      <List dense>
        {tips.map((tip) => (
          <ListItem key={tip.primary} disableGutters>
            <ListItemIcon sx={{ minWidth: 40, color: 'primary.main' }}>{tip.icon}</ListItemIcon>
            <ListItemText primary={tip.primary} secondary={tip.secondary} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
