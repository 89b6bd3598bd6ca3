import { Box, Drawer, Toolbar, useMediaQuery, useTheme } from '@mui/material';
import { Outlet, useLocation } from 'react-router';
import { usePrefetchAccount } from '../../entities/account/get-account.ts';
import { useLiveUpdates } from '../../entities/live/use-live-updates.ts';
import { useOutboxSync } from '../../entities/transactions/outbox/use-outbox-sync.ts';
import { useCurrentUser } from '../../entities/user/get-current-user.ts';
import { RenderErrorBoundary } from '../error-boundary.tsx';
import { ReversibleHistoryProvider } from '../reversible-history-provider.tsx';
import { useAccountLanguage } from '../use-account-language.ts';
import { useSession } from '../../lib/session-context.ts';
import { drawerWidthCollapsed, drawerWidthExpanded } from './drawer-widths.ts';
import { NavDrawerContent } from './nav-drawer-content.tsx';
import { OfflineNotice } from './offline-notice.tsx';
import { TopBar } from './top-bar.tsx';
import { useDrawerState } from './use-drawer-state.ts';

/** The signed-in app's frame: top bar, side navigation, routed page. */
export function AppShell() {
  const theme = useTheme();
  // The shell switches at the theme's sm breakpoint (600 px); pages use md for their own layout.
  const isSmallScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { pathname } = useLocation();
  const { logout } = useSession();
  const drawer = useDrawerState();
  usePrefetchAccount();
  useLiveUpdates();
  const user = useCurrentUser().data;
  // Transaction writes kept on the device while offline go out from every page (decision 0062).
  useOutboxSync(user?.id ?? null);
  useAccountLanguage(user?.locale);
  const collapsed = drawer.collapsed && !isSmallScreen;
  const width = collapsed ? drawerWidthCollapsed : drawerWidthExpanded;

  const handleLogout = () => {
    drawer.closeMobile();
    logout();
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar
        isSmallScreen={isSmallScreen}
        drawerOpen={drawer.mobileOpen}
        onMenuClick={drawer.toggleMobile}
      />
      {isSmallScreen ? (
        <Drawer
          variant="temporary"
          open={drawer.mobileOpen}
          onClose={drawer.closeMobile}
          ModalProps={{ keepMounted: true }}
          sx={{ '& .MuiDrawer-paper': { width: drawerWidthExpanded, boxSizing: 'border-box' } }}
        >
          <NavDrawerContent
            showBrand
            collapsed={false}
            onNavigate={drawer.closeMobile}
            onLogout={handleLogout}
          />
        </Drawer>
      ) : (
        <Drawer
          variant="permanent"
          data-collapsed={collapsed}
          sx={{
            width,
            flexShrink: 0,
            '& .MuiDrawer-paper': {
              width,
              boxSizing: 'border-box',
              overflowX: 'hidden',
              transition: theme.transitions.create('width', {
                duration: theme.transitions.duration.shorter,
              }),
            },
          }}
        >
          <NavDrawerContent
            collapsed={collapsed}
            onNavigate={() => undefined}
            onLogout={handleLogout}
            onToggleCollapsed={drawer.toggleCollapsed}
          />
        </Drawer>
      )}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
        <Toolbar />
        <OfflineNotice />
        <ReversibleHistoryProvider>
          <RenderErrorBoundary key={pathname}>
            <Outlet />
          </RenderErrorBoundary>
        </ReversibleHistoryProvider>
      </Box>
    </Box>
  );
}
