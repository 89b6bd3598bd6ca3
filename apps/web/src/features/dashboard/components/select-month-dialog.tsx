import { Box, Button, Chip, Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import { formatMonthYear, isCurrentMonth, isSameMonth } from '@elevate/shared';

type SelectMonthDialogProps = {
  open: boolean;
  months: readonly string[];
  selected: Date;
  onSelect: (month: string) => void;
  onClose: () => void;
};

/** Select Month dialog (docs/product/dashboard.md): newest first, 'Current' for the selected month, 'This Month' for today's. */
export function SelectMonthDialog({
  open,
  months,
  selected,
  onSelect,
  onClose,
}: SelectMonthDialogProps) {
  const newestFirst = [...months].sort((a, b) => Date.parse(b) - Date.parse(a));
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Select Month</DialogTitle>
      <DialogContent>
        {newestFirst.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            No budget months available yet. Create your first budget to get started!
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
              return (
                <Box role="listitem" key={month}>
                  <Button
                    fullWidth
                    variant={isSelected ? 'contained' : 'outlined'}
                    onClick={() => onSelect(month)}
                    sx={{ flexDirection: 'column', py: 1.5, textTransform: 'none', gap: 0.5 }}
                  >
                    <span>{formatMonthYear(month)}</span>
                    <Box component="span" sx={{ display: 'flex', gap: 0.5, minHeight: 20 }}>
                      {isSelected && <Chip label="Current" size="small" color="secondary" />}
                      {isCurrentMonth(month) && (
                        <Chip
                          label="This Month"
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
