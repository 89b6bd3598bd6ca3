import type { ReactNode } from 'react';
import { Badge, IconButton, Tooltip } from '@mui/material';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import { useT } from '../lib/i18n/use-t.ts';

type HistoryButtonsProps = {
  undoCount: number;
  redoCount: number;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  /** What the next undo and redo would take back or make again (their tooltips). */
  undoLabel?: string;
  redoLabel?: string;
};

/**
 * The count drawn by CSS from a data attribute: the button's name ('Undo (2)') already says
 * it, and as page text it would be a visible label missing from that name (WCAG 2.5.3).
 */
function CountBadge({ count, children }: { count: number; children: ReactNode }) {
  return (
    <Badge
      color="primary"
      badgeContent={<span data-count={count > 99 ? '99+' : String(count)} />}
      sx={{ '& [data-count]::after': { content: 'attr(data-count)' } }}
    >
      {children}
    </Badge>
  );
}

/** Undo and Redo with the count of stored changes (docs/product/dashboard.md, and the money history). */
export function HistoryButtons({
  undoCount,
  redoCount,
  canUndo,
  canRedo,
  onUndo,
  onRedo,
  undoLabel,
  redoLabel,
}: HistoryButtonsProps) {
  const t = useT();
  const undoTip =
    undoCount === 0
      ? t('components.history.noUndo')
      : undoLabel
        ? t('components.history.undoWhat', { label: undoLabel })
        : t('components.history.undoLast');
  const redoTip =
    redoCount === 0
      ? t('components.history.noRedo')
      : redoLabel
        ? t('components.history.redoWhat', { label: redoLabel })
        : t('components.history.redoLast');
  return (
    <>
      <Tooltip title={undoTip}>
        {/* A disabled button fires no events; the span keeps the tooltip working. */}
        <span>
          <IconButton
            aria-label={t('components.history.undoCount', { count: undoCount })}
            onClick={onUndo}
            disabled={!canUndo}
          >
            <CountBadge count={undoCount}>
              <UndoIcon />
            </CountBadge>
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={redoTip}>
        <span>
          <IconButton
            aria-label={t('components.history.redoCount', { count: redoCount })}
            onClick={onRedo}
            disabled={!canRedo}
          >
            <CountBadge count={redoCount}>
              <RedoIcon />
            </CountBadge>
          </IconButton>
        </span>
      </Tooltip>
    </>
  );
}
