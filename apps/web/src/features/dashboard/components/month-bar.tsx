import { Avatar, Box, Button, Chip, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExploreIcon from '@mui/icons-material/Explore';
import { HistoryButtons } from '../../../components/history-buttons.tsx';
import { budgetMonthRangeText, isCurrentBudgetMonth } from '../../../lib/budget-months.ts';
import { formatMonthYear } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
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
  /** The day the ledger's budget months start on; from 2 on the month's days show under its name. */
  monthStartDay?: number;
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
  monthStartDay = 1,
}: MonthBarProps) {
  const t = useT();
  const title = formatMonthYear(month);
  const range = budgetMonthRangeText(month, monthStartDay);
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
      <Tooltip
        title={canPrev ? t('dashboard.monthBar.previous') : t('dashboard.monthBar.noEarlier')}
      >
        <span>
          <IconButton
            aria-label={t('dashboard.monthBar.previous')}
            onClick={onPrev}
            disabled={!canPrev}
          >
            <ChevronLeftIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Avatar
        component="button"
        aria-label={t('dashboard.monthBar.selectMonth')}
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
          sx={{
            textTransform: 'none',
            px: 1,
            py: { xs: 0, sm: 0.75 },
            ...(range && { flexDirection: 'column', lineHeight: 1.2 }),
          }}
        >
          <Typography
            variant="h5"
            component="h1"
            sx={{ fontWeight: 500, fontSize: { xs: '1.15rem', sm: '1.5rem' } }}
          >
            {title}
          </Typography>
          {range && (
            <Typography variant="caption" component="span" color="text.secondary">
              {range}
            </Typography>
          )}
        </Button>
        {isCurrentBudgetMonth(month, monthStartDay) && (
          <Chip label={t('dashboard.monthBar.currentMonth')} color="primary" size="small" />
        )}
      </Box>
      <Tooltip title={canNext ? t('dashboard.monthBar.next') : t('dashboard.monthBar.noFuture')}>
        <span>
          <IconButton
            aria-label={t('dashboard.monthBar.next')}
            onClick={onNext}
            disabled={!canNext}
          >
            <ChevronRightIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: 'auto' }}>
        <Button onClick={onStartTour} startIcon={<ExploreIcon />} size="small" variant="outlined">
          {t('dashboard.monthBar.tour')}
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
