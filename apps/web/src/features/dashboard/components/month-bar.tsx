import { Avatar, Box, Button, Chip, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExploreIcon from '@mui/icons-material/Explore';
import { formatMonthYear, isCurrentMonth } from '@elevate/shared';
import { HistoryButtons } from '../../../components/history-buttons.tsx';
import type { UndoRedo } from '../hooks/use-undo-redo.ts';

type MonthBarProps = {
  month: Date;
  canPrev: boolean;
  canNext: boolean;
  onPrev: () => void;
  onNext: () => void;
  onOpenPicker: () => void;
  onStartTour: () => void;
  history: Pick<UndoRedo, 'undoCount' | 'redoCount' | 'canUndo' | 'canRedo' | 'undo' | 'redo'>;
};

/** Month bar (docs/product/dashboard.md). */
export function MonthBar({
  month,
  canPrev,
  canNext,
  onPrev,
  onNext,
  onOpenPicker,
  onStartTour,
  history,
}: MonthBarProps) {
  const title = formatMonthYear(month);
  return (
    <Paper
      data-tour="month-navigation"
      sx={{
        p: { xs: 1, sm: 2 },
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 0.5, sm: 1 },
        flexWrap: 'wrap',
      }}
    >
      <Tooltip title={canPrev ? 'Previous month' : 'No earlier data available'}>
        <span>
          <IconButton aria-label="Previous month" onClick={onPrev} disabled={!canPrev}>
            <ChevronLeftIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Avatar
        component="button"
        aria-label="Select month"
        onClick={onOpenPicker}
        sx={{
          display: { xs: 'none', sm: 'flex' },
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          border: 0,
          cursor: 'pointer',
        }}
      >
        <CalendarMonthIcon />
      </Avatar>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: 'center',
          gap: { xs: 0, sm: 1 },
          minWidth: 0,
        }}
      >
        <Button
          onClick={onOpenPicker}
          color="inherit"
          aria-haspopup="dialog"
          sx={{ textTransform: 'none', px: 1, py: { xs: 0, sm: 0.75 } }}
        >
          <Typography
            variant="h5"
            component="h1"
            sx={{ fontWeight: 500, fontSize: { xs: '1.15rem', sm: '1.5rem' } }}
          >
            {title}
          </Typography>
        </Button>
        {isCurrentMonth(month) && <Chip label="Current Month" color="primary" size="small" />}
      </Box>
      <Tooltip title={canNext ? 'Next month' : 'Cannot navigate to future months'}>
        <span>
          <IconButton aria-label="Next month" onClick={onNext} disabled={!canNext}>
            <ChevronRightIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: 'auto' }}>
        <Button onClick={onStartTour} startIcon={<ExploreIcon />} size="small" variant="outlined">
          Tour
        </Button>
        <HistoryButtons
          undoCount={history.undoCount}
          redoCount={history.redoCount}
          canUndo={history.canUndo}
          canRedo={history.canRedo}
          onUndo={history.undo}
          onRedo={history.redo}
        />
      </Box>
    </Paper>
  );
}
