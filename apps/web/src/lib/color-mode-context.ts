import { createContext, useContext } from 'react';

export type ColorModeValue = {
  darkMode: boolean;
  setDarkMode: (dark: boolean) => void;
  toggleDarkMode: () => void;
};

/** Provided by the app's ColorModeProvider (with the theme); read by any screen. */
export const ColorModeContext = createContext<ColorModeValue | null>(null);

/** Dark mode state and setters; the Settings page toggles it. */
export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode must be used within a ColorModeProvider');
  return value;
}
