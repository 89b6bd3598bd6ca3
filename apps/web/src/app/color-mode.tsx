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
import { setStoredDarkMode } from '../lib/storage.ts';
import { initialDarkMode } from './color-mode-preference.ts';
import { createAppTheme } from './theme.ts';

type ColorModeValue = {
  darkMode: boolean;
  setDarkMode: (dark: boolean) => void;
  toggleDarkMode: () => void;
};

const ColorModeContext = createContext<ColorModeValue | null>(null);

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
