import { Box, IconButton, Typography } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { formatSignedAmount, type CategoryType } from '@elevate/shared';
import type { SplitPart } from '@elevate/shared/schemas/splits';

/** What a split row shows where its category would be. */
export const splitLabel = (parts: readonly SplitPart[]) => `Split · ${parts.length}`;

type SplitPartsToggleProps = {
  open: boolean;
  onToggle: () => void;
  /** The row's description: every row has a toggle, so each names its own. */
  description: string;
  /** The id of the list it shows and hides. */
  controls: string;
};

/** Shows or hides a split row's parts. */
export function SplitPartsToggle({ open, onToggle, description, controls }: SplitPartsToggleProps) {
  return (
    <IconButton
      size="small"
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      aria-label={`${open ? 'Hide' : 'Show'} parts of ${description}`}
      onClick={onToggle}
    >
      {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
    </IconButton>
  );
}

type SplitPartsListProps = { id: string; parts: readonly SplitPart[]; type: CategoryType };

/** Each part of a split: its category, signed amount and note. */
export function SplitPartsList({ id, parts, type }: SplitPartsListProps) {
  return (
    <Box component="ul" id={id} aria-label="Parts" sx={{ m: 0, pl: 2, py: 0.5 }}>
      {parts.map((part, index) => (
        <Box
          component="li"
          key={index}
          sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap', minWidth: 0 }}
        >
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {part.category}
          </Typography>
          <Typography variant="body2">{formatSignedAmount(part.amount, type)}</Typography>
          {part.notes && (
            <Typography variant="body2" color="text.secondary" sx={{ minWidth: 0 }}>
              {part.notes}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
