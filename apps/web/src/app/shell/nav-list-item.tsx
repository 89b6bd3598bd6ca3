import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ListItem, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';

type NavListItemProps = {
  label: string;
  icon: ReactNode;
  collapsed: boolean;
  selected?: boolean;
  to?: string;
  onClick?: () => void;
};

/** One drawer entry: a link (or an action such as Logout); icon only with a tooltip when collapsed. */
export function NavListItem({ label, icon, collapsed, selected, to, onClick }: NavListItemProps) {
  const linkProps = to ? { component: Link, to } : {};
  const button = (
    <ListItemButton
      {...linkProps}
      selected={selected ?? false}
      onClick={onClick}
      aria-label={collapsed ? label : undefined}
      aria-current={selected ? 'page' : undefined}
      sx={{
        minHeight: 48,
        px: collapsed ? 0 : 2,
        justifyContent: collapsed ? 'center' : 'flex-start',
        borderRadius: 1,
        mx: 1,
      }}
    >
      <ListItemIcon sx={{ minWidth: 0, mr: collapsed ? 0 : 2, justifyContent: 'center' }}>
        {icon}
      </ListItemIcon>
      {!collapsed && <ListItemText primary={label} />}
    </ListItemButton>
  );
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      {collapsed ? (
        <Tooltip title={label} placement="right">
          {button}
        </Tooltip>
      ) : (
        button
      )}
    </ListItem>
  );
}
