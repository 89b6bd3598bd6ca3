import type { ReactNode } from 'react';
import { Card, CardContent, Chip, Typography } from '@mui/material';

type OverviewCardProps = {
  /** The card's English name, for tests and the e2e specs: 'overview-Net Income' in every language. */
  testId: string;
  title: string;
  value: string;
  state?: { label: string; color: 'success' | 'error' | 'warning' | 'info' };
  caption?: ReactNode;
  children?: ReactNode;
};

/** One figure of the Monthly Overview. */
export function OverviewCard({
  testId,
  title,
  value,
  state,
  caption,
  children,
}: OverviewCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} aria-label={title} role="group">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}>
        <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
          {title}
        </Typography>
        <Typography
          variant="h5"
          component="p"
          sx={{ fontWeight: 600 }}
          data-testid={`overview-${testId}`}
        >
          {value}
        </Typography>
        {state && (
          <Chip
            label={state.label}
            size="small"
            variant="outlined"
            // A coloured border with body-coloured text: orange text would fail AA contrast.
            sx={{
              alignSelf: 'flex-start',
              color: 'text.primary',
              borderColor: `${state.color}.main`,
              borderWidth: 2,
            }}
          />
        )}
        {children}
        {caption && (
          <Typography variant="body2" color="text.secondary">
            {caption}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
