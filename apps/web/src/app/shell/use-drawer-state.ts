import { useCallback, useState } from 'react';
import { getDrawerCollapsed, setDrawerCollapsed } from '../../lib/storage.ts';

/** Mobile open/closed (not kept) and desktop collapsed/expanded (kept in localStorage). */
export function useDrawerState() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(getDrawerCollapsed);

  const toggleCollapsed = useCallback(() => {
    setCollapsed((current) => {
      setDrawerCollapsed(!current);
      return !current;
    });
  }, []);

  return {
    mobileOpen,
    collapsed,
    toggleMobile: useCallback(() => setMobileOpen((open) => !open), []),
    closeMobile: useCallback(() => setMobileOpen(false), []),
    toggleCollapsed,
  };
}
