import { Box, NativeSelect, Typography } from '@mui/material';
import LinkIcon from '@mui/icons-material/Link';
import { formatShortDate } from '@elevate/shared';
import type { PossibleMatch } from '@elevate/shared/schemas/imports';
import { MATCH_CHOICES, type MatchChoice } from '../hooks/use-row-edits.ts';

const labels: Record<MatchChoice, string> = {
  bank: "Link: bank's date and text",
  existing: 'Link: keep my date and text',
  keepBoth: 'Keep both',
};

type PossibleMatchLineProps = {
  n: number;
  match: PossibleMatch;
  choice: MatchChoice;
  onChoice: (choice: MatchChoice) => void;
};

/**
 * The user's own transaction this row possibly is, beside the row: linking
 * keeps one transaction (not counted twice), keep both adds the row as well.
 */
export function PossibleMatchLine({ n, match, choice, onChoice }: PossibleMatchLineProps) {
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}
      data-testid="possible-match"
    >
      <LinkIcon fontSize="small" color="action" aria-hidden />
      <Typography
        variant="caption"
        color="text.secondary"
        noWrap
        sx={{ minWidth: 0, flexShrink: 1 }}
        title={`${match.description} · ${formatShortDate(match.date)} · ${match.category}`}
      >
        Possible match: <b>{match.description}</b> · {formatShortDate(match.date)} ·{' '}
        {match.category}
      </Typography>
      <NativeSelect
        value={choice}
        onChange={(event) => onChoice(event.target.value as MatchChoice)}
        inputProps={{ 'aria-label': `Possible match of row ${n}: ${match.description}` }}
        sx={{ fontSize: '0.8125rem', flexShrink: 0 }}
      >
        {MATCH_CHOICES.map((value) => (
          <option key={value} value={value}>
            {labels[value]}
          </option>
        ))}
      </NativeSelect>
    </Box>
  );
}
