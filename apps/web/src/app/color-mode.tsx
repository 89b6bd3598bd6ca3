import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { getStoredDarkMode, setStoredDarkMode } from '../lib/storage.ts';
import { createAppTheme } from './theme.ts';

type ColorModeValue = {
  darkMode: boolean;
  setDarkMode: (dark: boolean) => void;
  toggleDarkMode: () => void;
};

const ColorModeContext = createContext<ColorModeValue | null>(null);

/** 'dark' or 'light' from a `?theme=` query string, otherwise null. */
export function themeFromQuery(search: string): boolean | null {
  const value = new URLSearchParams(search).get('theme');
  if (value === 'dark') return true;
  if (value === 'light') return false;
  return null;
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)').matches
    : false;
}

function initialDarkMode(): boolean {
  const fromQuery = themeFromQuery(window.location.search);
  if (fromQuery !== null) {
    setStoredDarkMode(fromQuery);
    return fromQuery;
  }
  return getStoredDarkMode() ?? systemPrefersDark();
}

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

  const theme = useMemo(() => createAppTheme(darkMode ? 'dark' : 'light'), [darkMode]);
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

/** Dark mode state and setters; the Settings page toggles it. */
export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode must be used within a ColorModeProvider');
  return value;
}
