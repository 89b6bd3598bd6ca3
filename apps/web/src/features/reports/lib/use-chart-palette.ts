import { useTheme } from '@mui/material';
import { chartPalette } from '../../../lib/theme.ts';

/** The theme's chart colours for the current light or dark mode. */
export function useChartPalette() {
  return chartPalette(useTheme().palette.mode);
}
