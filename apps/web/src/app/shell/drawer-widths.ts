// Drawer width 240 px expanded, 64 px collapsed.
export const drawerWidthExpanded = 240;
export const drawerWidthCollapsed = 64;
