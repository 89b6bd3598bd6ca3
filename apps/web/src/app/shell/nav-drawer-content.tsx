import { Box, Divider, List, Toolbar } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLocation } from 'react-router';
import { useT } from '../../lib/i18n/use-t.ts';
import { Brand } from './brand.tsx';
import { isNavItemActive, lowerNavItems, mainNavItems, type NavItem } from './nav-items.ts';
import { NavListItem } from './nav-list-item.tsx';

type NavDrawerContentProps = {
  collapsed: boolean;
  onNavigate: () => void;
  onLogout: () => void;
  /** Present on large screens only, where the drawer can shrink to icons. */
  onToggleCollapsed?: () => void;
  showBrand?: boolean;
};

export function NavDrawerContent(props: NavDrawerContentProps) {
  const { collapsed, onNavigate, onLogout, onToggleCollapsed, showBrand = false } = props;
  const { pathname } = useLocation();
  const t = useT();
  const renderItem = ({ labelKey, to, icon: Icon }: NavItem) => (
    <NavListItem
      key={to}
      label={t(labelKey)}
      to={to}
      icon={<Icon />}
      collapsed={collapsed}
      selected={isNavItemActive(to, pathname)}
      onClick={onNavigate}
    />
  );

  return (
    <Box
      component="nav"
      aria-label={t('app.nav.label')}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      {/* Keeps the list below the top bar (toolbar mixin height); the temporary drawer covers
          the bar, so it repeats the brand there. */}
      <Toolbar>{showBrand && <Brand onClick={onNavigate} />}</Toolbar>
      <List sx={{ pt: 1 }}>{mainNavItems.map(renderItem)}</List>
      <Box sx={{ flexGrow: 1 }} />
      <Divider />
      <List>
        {lowerNavItems.map(renderItem)}
        <NavListItem
          label={t('app.nav.logout')}
          icon={<LogoutIcon />}
          collapsed={collapsed}
          onClick={onLogout}
        />
        {onToggleCollapsed && (
          <NavListItem
            label={collapsed ? t('app.nav.expand') : t('app.nav.collapse')}
            icon={collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
            collapsed={collapsed}
            onClick={onToggleCollapsed}
          />
        )}
      </List>
    </Box>
  );
}
