import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { themeFromQuery } from '../lib/color-mode-preference.ts';
import { useColorMode } from '../lib/color-mode-context.ts';
import { RenderErrorBoundary } from './error-boundary.tsx';
import { PersistedSession } from './persisted-session.tsx';
import { SessionProvider } from './session-provider.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

/** Applies ?theme=dark|light on every navigation (the first load is handled by ColorModeProvider). */
function ThemeQuerySync() {
  const { search } = useLocation();
  const { setDarkMode } = useColorMode();
  useEffect(() => {
    const fromQuery = themeFromQuery(search);
    if (fromQuery !== null) setDarkMode(fromQuery);
  }, [search, setDarkMode]);
  return null;
}

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <SessionProvider>
      <PersistedSession>
        <ThemeQuerySync />
        {/* Keyed by path so 'Try Again' is not needed just to leave a broken page. */}
        <RenderErrorBoundary key={pathname}>
          <Outlet />
        </RenderErrorBoundary>
        <UpdatePrompt />
      </PersistedSession>
    </SessionProvider>
  );
}
