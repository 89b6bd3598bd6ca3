import { Box, IconButton, Typography } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { CategoryType } from '@elevate/shared';
import type { SplitPart } from '@elevate/shared/schemas/splits';
import { formatSignedMoney } from '../../lib/i18n/format.ts';
import { translate, useT } from '../../lib/i18n/use-t.ts';

/** What a split row shows where its category would be ('Split · 2'), when it is rendered. */
export const splitLabel = (parts: readonly SplitPart[]) =>
  translate('components.splitParts.label', { count: parts.length });

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
  const t = useT();
  return (
    <IconButton
      size="small"
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      aria-label={
        open
          ? t('components.splitParts.hide', { description })
          : t('components.splitParts.show', { description })
      }
      onClick={onToggle}
    >
      {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
    </IconButton>
  );
}

type SplitPartsListProps = { id: string; parts: readonly SplitPart[]; type: CategoryType };

/** Each part of a split: its category, signed amount and note. */
export function SplitPartsList({ id, parts, type }: SplitPartsListProps) {
  const t = useT();
  return (
    <Box
      component="ul"
      id={id}
      aria-label={t('components.splitParts.parts')}
      sx={{ m: 0, pl: 2, py: 0.5 }}
    >
      {parts.map((part, index) => (
        <Box
          component="li"
          key={index}
          sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap', minWidth: 0 }}
        >
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {part.category}
          </Typography>
          <Typography variant="body2">{formatSignedMoney(part.amount, type)}</Typography>
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
