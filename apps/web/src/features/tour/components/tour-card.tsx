import type { KeyboardEvent, Ref } from 'react';
import { Box, Button, IconButton, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useT } from '../../../lib/i18n/use-t.ts';
import { localizedTourLabels, tourProgressText, type TourStep } from '../tour-steps.ts';

export type TourCardProps = {
  ref?: Ref<HTMLDivElement>;
  step: TourStep;
  stepIndex: number;
  total: number;
  mobile: boolean;
  onSkip: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onFinish: () => void;
};

/**
 * The page's single-key and Ctrl/Cmd shortcuts (M, Ctrl+Z …) must not act behind the open
 * card; marking the key handled is how the dashboard's shortcut hook learns that.
 * Space, Enter, Tab and Escape keep working for the card itself, as do copy and select-all.
 */
function swallowPageShortcuts(event: KeyboardEvent) {
  const key = event.key.toLowerCase();
  const mod = event.ctrlKey || event.metaKey;
  if (key.length === 1 && key !== ' ' && !(mod && (key === 'c' || key === 'a'))) {
    event.preventDefault();
  }
}

/** One step's title, text, progress and buttons. */
export function TourCard(props: TourCardProps) {
  const { ref, step, stepIndex, total, mobile, onSkip, onPrevious, onNext, onFinish } = props;
  const t = useT();
  const labels = localizedTourLabels(mobile ? 'mobile' : 'desktop', t);
  const isFirst = stepIndex === 0;
  const isLast = stepIndex === total - 1;
  const progress = tourProgressText(stepIndex, total, t);
  return (
    <Paper
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby="tour-title"
      aria-describedby="tour-content"
      tabIndex={-1}
      // The modal's focus trap moves focus here on open (MUI's marker for its focus target).
      data-mui-focusable=""
      elevation={8}
      data-testid="tour-card"
      data-step={step.id}
      onKeyDown={swallowPageShortcuts}
      sx={{ p: mobile ? 2 : 3, outline: 'none', pointerEvents: 'auto' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Typography id="tour-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {step.title}
        </Typography>
        <IconButton
          aria-label={t('tour.close')}
          size="small"
          onClick={onSkip}
          sx={{ mt: -0.5, mr: -1 }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      <Typography id="tour-content" variant="body1" sx={{ mt: 1, mb: 2 }}>
        {step.content}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <LinearProgress
          variant="determinate"
          value={Math.round(((stepIndex + 1) / total) * 100)}
          aria-label={t('tour.progressLabel')}
          aria-valuetext={progress}
          sx={{ flexGrow: 1, height: 6, borderRadius: 3 }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {progress}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {!isLast && (
          <Button onClick={onSkip} color="inherit" size={mobile ? 'small' : 'medium'}>
            {labels.skip}
          </Button>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {!isFirst && (
          <Button onClick={onPrevious} variant="outlined" size={mobile ? 'small' : 'medium'}>
            {labels.previous}
          </Button>
        )}
        <Button
          onClick={isLast ? onFinish : onNext}
          variant="contained"
          size={mobile ? 'small' : 'medium'}
        >
          {isLast ? labels.finish : labels.next}
        </Button>
      </Stack>
    </Paper>
  );
}
