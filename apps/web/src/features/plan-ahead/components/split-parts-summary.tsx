import { useId, useState } from 'react';
import { Box, Typography } from '@mui/material';
import type { CategoryType } from '@elevate/shared';
import type { SplitPart } from '@elevate/shared/schemas/splits';
import {
  SplitPartsList,
  SplitPartsToggle,
  splitLabel,
} from '../../../components/split-parts/split-parts-list.tsx';

type Props = { description: string; parts: readonly SplitPart[]; type: CategoryType };

/**
 * Where a split rule's category would be: 'Split · 2', and a button that shows its parts
 * beneath (a tooltip would hide them from touch and from the keyboard).
 */
export function SplitPartsSummary({ description, parts, type }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box component="span" sx={{ display: 'block' }}>
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <Typography component="span" variant="body2">
          {splitLabel(parts)}
        </Typography>
        <SplitPartsToggle
          open={open}
          onToggle={() => setOpen(!open)}
          description={description}
          controls={id}
        />
      </Box>
      {open && <SplitPartsList id={id} parts={parts} type={type} />}
    </Box>
  );
}
