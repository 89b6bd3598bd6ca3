import { deDE, esES, frFR } from '@mui/material/locale';
import { alpha, createTheme, type Theme } from '@mui/material/styles';
import type { AppLocale } from './i18n/locales.ts';

// Sage greens chosen for WCAG AA: white on #557A55 is 4.9:1, #9CBF9C on #121212 is 9:1.
const sage = {
  light: { main: '#557A55', light: '#7F9F7F', dark: '#3D5A3D', contrastText: '#FFFFFF' },
  dark: { main: '#9CBF9C', light: '#BBD4BB', dark: '#6E956E', contrastText: 'rgba(0, 0, 0, 0.87)' },
};

/** MUI's own words (an Autocomplete's 'No options', an Alert's 'Close'); English is MUI's default. */
const muiLocales: Record<AppLocale, object[]> = { en: [], de: [deDE], fr: [frFR], es: [esES] };

/**
 * 8 px spacing, radius 4, 14 px Roboto; MUI's default breakpoints and z-index match it.
 * MUI's built-in texts speak `locale`.
 */
export function createAppTheme(mode: 'light' | 'dark', locale: AppLocale = 'en'): Theme {
  const dark = mode === 'dark';
  const primary = dark ? sage.dark : sage.light;
  return createTheme(
    {
      spacing: 8,
      shape: { borderRadius: 4 },
      typography: {
        fontSize: 14,
        fontFamily: ['Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(','),
      },
      palette: {
        mode,
        primary,
        secondary: dark
          ? { main: '#D6B88F', contrastText: 'rgba(0, 0, 0, 0.87)' }
          : { main: '#8A6A3F', contrastText: '#FFFFFF' },
        background: dark
          ? { default: '#121412', paper: '#1B1E1B' }
          : { default: '#F4F7F4', paper: '#FFFFFF' },
        // WCAG 1.4.3 in light mode: a filled notification (a member's live change is 'info') is
        // white text on these; MUI's own info (#0288D1) and warning (#ED6C02) give under 4.5:1.
        ...(dark ? {} : { info: { main: '#01579B' }, warning: { main: '#B45309' } }),
      },
      components: {
        // WCAG 2.4.7 / 2.4.11: a clear focus ring for keyboard users on every control, not
        // only MUI's faint ripple. Links and other native elements get the same ring.
        MuiCssBaseline: {
          styleOverrides: {
            'a:focus-visible, [tabindex="0"]:focus-visible': {
              outline: `2px solid ${primary.main}`,
              outlineOffset: 2,
            },
          },
        },
        MuiButtonBase: {
          styleOverrides: {
            root: {
              '&.Mui-focusVisible': { outline: `2px solid ${primary.main}`, outlineOffset: 2 },
            },
          },
        },
        // The current route in the side navigation is tinted with the brand colour.
        MuiListItemButton: {
          styleOverrides: {
            root: {
              '&.Mui-selected': {
                backgroundColor: alpha(primary.main, dark ? 0.16 : 0.12),
                color: dark ? primary.light : primary.dark,
                '& .MuiListItemIcon-root': { color: 'inherit' },
              },
              '&.Mui-selected:hover': { backgroundColor: alpha(primary.main, dark ? 0.24 : 0.18) },
            },
          },
        },
      },
    },
    ...muiLocales[locale],
  );
}

export interface ChartPalette {
  income: string;
  expense: string;
  savings: string;
  /** Lines drawn over bars (net remaining) and budget marks. */
  net: string;
  budgeted: string;
  /**
   * Category slices: distinct neighbours. The income green and the expense red come last,
   * so the largest slices of a spending donut do not read as income or as the expense total.
   */
  slices: readonly string[];
}

/**
 * The one set of chart colours: income is always the brand green and expense always the
 * same clay red in every chart. The dark set is lighter so that each keeps at least 3:1
 * against the dark paper (WCAG 1.4.11 for graphics).
 */
export function chartPalette(mode: 'light' | 'dark'): ChartPalette {
  return mode === 'dark'
    ? {
        income: sage.dark.main,
        expense: '#E39A7F',
        savings: '#7FC4BA',
        net: '#E3C58F',
        budgeted: '#8FA38F',
        slices: [
          '#7FC4BA',
          '#E3C58F',
          '#B9A3D6',
          '#C7D98B',
          '#8FB4E0',
          '#D9A3B8',
          '#6FA36F',
          '#D6B88F',
          '#A8C8C0',
          '#E0B070',
          '#9CBF9C',
          '#E39A7F',
        ],
      }
    : {
        income: sage.light.main,
        expense: '#B5543A',
        savings: '#2F7A70',
        net: '#8A6A3F',
        budgeted: '#808F80',
        slices: [
          '#2F7A70',
          '#A97B2C',
          '#7A5C9E',
          '#6E8A22',
          '#3F6FA6',
          '#A8577A',
          '#3D5A3D',
          '#8A6A3F',
          '#6E9E95',
          '#C26E2E',
          '#557A55',
          '#B5543A',
        ],
      };
}
