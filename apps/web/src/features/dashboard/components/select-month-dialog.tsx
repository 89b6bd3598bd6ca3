import { Box, Button, Chip, Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import { isSameMonth } from '@elevate/shared';
import { budgetMonthRangeText, isCurrentBudgetMonth } from '../../../lib/budget-months.ts';
import { formatMonthYear } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

type SelectMonthDialogProps = {
  open: boolean;
  months: readonly string[];
  selected: Date;
  onSelect: (month: string) => void;
  onClose: () => void;
  /** The day the ledger's budget months start on; from 2 on each month's days show under its name. */
  monthStartDay?: number;
};

/** Select Month dialog (docs/product/dashboard.md): newest first, 'Current' for the selected month, 'This Month' for today's. */
export function SelectMonthDialog({
  open,
  months,
  selected,
  onSelect,
  onClose,
  monthStartDay = 1,
}: SelectMonthDialogProps) {
  const t = useT();
  const newestFirst = [...months].sort((a, b) => Date.parse(b) - Date.parse(a));
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('dashboard.selectMonth.title')}</DialogTitle>
      <DialogContent>
        {newestFirst.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {t('dashboard.selectMonth.empty')}
          </Typography>
        ) : (
          <Box
            role="list"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr' },
              gap: 1,
              pt: 1,
            }}
          >
            {newestFirst.map((month) => {
              const isSelected = isSameMonth(month, selected);
              const range = budgetMonthRangeText(month, monthStartDay);
              return (
                <Box role="listitem" key={month}>
                  <Button
                    fullWidth
                    variant={isSelected ? 'contained' : 'outlined'}
                    onClick={() => onSelect(month)}
                    sx={{
                      flexDirection: 'column',
                      py: 1.5,
                      textTransform: 'none',
                      gap: 0.5,
                      // Room for the days on one line in a 375 px wide grid of two.
                      ...(range && { px: 1 }),
                    }}
                  >
                    <span>{formatMonthYear(month)}</span>
                    {range && (
                      <Typography variant="caption" component="span" sx={{ lineHeight: 1.2 }}>
                        {range}
                      </Typography>
                    )}
                    <Box
                      component="span"
                      // Two chips side by side in a 375 px wide grid of two: they wrap where the
                      // words are long ('Ausgewählt', 'Dieser Monat').
                      sx={{
                        display: 'flex',
                        flexWrap: 'wrap',
                        justifyContent: 'center',
                        gap: 0.5,
                        minHeight: 20,
                      }}
                    >
                      {isSelected && (
                        <Chip
                          label={t('dashboard.selectMonth.current')}
                          size="small"
                          color="secondary"
                        />
                      )}
                      {isCurrentBudgetMonth(month, monthStartDay) && (
                        <Chip
                          label={t('dashboard.selectMonth.thisMonth')}
                          size="small"
                          sx={{ bgcolor: 'background.paper', color: 'text.primary' }}
                        />
                      )}
                    </Box>
                  </Button>
                </Box>
              );
            })}
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
