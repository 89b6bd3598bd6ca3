import { AppBar, Box, IconButton, Toolbar, useTheme } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { useT } from '../../lib/i18n/use-t.ts';
import { LedgerSwitcher } from '../../features/ledgers/components/ledger-switcher.tsx';
import { Brand } from './brand.tsx';

type TopBarProps = { isSmallScreen: boolean; drawerOpen: boolean; onMenuClick: () => void };

export function TopBar({ isSmallScreen, drawerOpen, onMenuClick }: TopBarProps) {
  const theme = useTheme();
  const t = useT();
  return (
    <AppBar
      position="fixed"
      elevation={1}
      // Above the permanent drawer so the drawer sits below it; the temporary one still covers it.
      sx={{ zIndex: isSmallScreen ? theme.zIndex.appBar : theme.zIndex.drawer + 1 }}
    >
      <Toolbar>
        {isSmallScreen && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('app.topBar.openNavigation')}
            aria-expanded={drawerOpen}
            onClick={onMenuClick}
            sx={{ mr: 1 }}
          >
            <MenuIcon />
          </IconButton>
        )}
        {/* On the dark palette the bar is a paper surface, where the plain mark reads best. */}
        <Brand inverted={theme.palette.mode === 'light'} />
        <Box sx={{ ml: 'auto', minWidth: 0, display: 'flex' }}>
          <LedgerSwitcher />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
