import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { setStoredDarkMode } from '../lib/storage.ts';
import { ColorModeContext } from '../lib/color-mode-context.ts';
import { initialDarkMode } from '../lib/color-mode-preference.ts';
import { useAppIntl } from '../lib/i18n/use-t.ts';
import { createAppTheme } from '../lib/theme.ts';

export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [darkMode, setDarkModeState] = useState(initialDarkMode);

  const setDarkMode = useCallback((dark: boolean) => {
    setStoredDarkMode(dark);
    setDarkModeState(dark);
  }, []);
  const toggleDarkMode = useCallback(() => {
    setDarkModeState((current) => {
      setStoredDarkMode(!current);
      return !current;
    });
  }, []);

  // MUI's own texts (an Alert's 'Close', an Autocomplete's 'No options') follow the app's language.
  const locale = useAppIntl().appLocale;
  const theme = useMemo(
    () => createAppTheme(darkMode ? 'dark' : 'light', locale),
    [darkMode, locale],
  );
  // The browser chrome (mobile address bar) follows the palette too.
  useEffect(() => {
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute(
        'content',
        darkMode ? theme.palette.background.default : theme.palette.primary.main,
      );
  }, [darkMode, theme]);
  const value = useMemo(
    () => ({ darkMode, setDarkMode, toggleDarkMode }),
    [darkMode, setDarkMode, toggleDarkMode],
  );

  return (
    <ColorModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </ColorModeContext.Provider>
  );
}
