import { Box } from '@mui/material';

type LogoProps = {
  size?: number;
  /** For primary-coloured surfaces such as the top bar: a light tile with a green mark. */
  inverted?: boolean;
};

// The rising-chart mark drawn in SVG so it follows the theme colours and needs no request.
export function Logo({ size = 32, inverted = false }: LogoProps) {
  return (
    <Box
      component="svg"
      viewBox="0 0 64 64"
      aria-hidden="true"
      sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}
    >
      <Box
        component="rect"
        width="64"
        height="64"
        rx="12"
        sx={{ fill: (t) => (inverted ? t.palette.primary.contrastText : t.palette.primary.main) }}
      />
      <Box
        component="path"
        d="M14 46 L28 30 L36 38 L50 20 M40 20 H50 V30"
        sx={{
          fill: 'none',
          stroke: (t) => (inverted ? t.palette.primary.main : t.palette.primary.contrastText),
          strokeWidth: 6,
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
        }}
      />
    </Box>
  );
}
