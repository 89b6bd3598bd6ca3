import { Box } from '@mui/material';
import type { Box as Rect } from '../card-position.ts';

const PADDING = 8;
const SHADE = 'rgba(0, 0, 0, 0.55)';

/**
 * Dims the screen except the step's target, which gets an outline. Without a target the
 * whole screen is dimmed. Purely visual: pointer events pass through to the page.
 */
export function TourSpotlight({ box }: { box: Rect | null }) {
  if (!box) {
    return <Box aria-hidden sx={{ position: 'fixed', inset: 0, bgcolor: SHADE }} />;
  }
  return (
    <Box
      aria-hidden
      data-testid="tour-spotlight"
      sx={(theme) => ({
        position: 'fixed',
        top: box.top - PADDING,
        left: box.left - PADDING,
        width: box.width + 2 * PADDING,
        height: box.height + 2 * PADDING,
        borderRadius: 2,
        boxShadow: `0 0 0 9999px ${SHADE}`,
        outline: `3px solid ${theme.palette.primary.main}`,
        outlineOffset: 2,
        transition: theme.transitions.create(['top', 'left', 'width', 'height'], {
          duration: theme.transitions.duration.shorter,
        }),
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      })}
    />
  );
}
