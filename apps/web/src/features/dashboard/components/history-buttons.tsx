import { Badge, IconButton, Tooltip } from '@mui/material';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';

type HistoryButtonsProps = {
  undoCount: number;
  redoCount: number;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
};

/** Undo and Redo with the count of stored changes (section 2 'Month bar'). */
export function HistoryButtons({
  undoCount,
  redoCount,
  canUndo,
  canRedo,
  onUndo,
  onRedo,
}: HistoryButtonsProps) {
  const undoTip = undoCount === 0 ? 'No changes to undo' : 'Undo last change';
  const redoTip = redoCount === 0 ? 'No changes to redo' : 'Redo last change';
  return (
    <>
      <Tooltip title={undoTip}>
        {/* A disabled button fires no events; the span keeps the tooltip working. */}
        <span>
          <IconButton aria-label={`Undo (${undoCount})`} onClick={onUndo} disabled={!canUndo}>
            <Badge
              badgeContent={undoCount}
              color="primary"
              showZero
              max={99}
              // The count is already in the name; a visible '0' outside it breaks label-in-name.
              slotProps={{ badge: { 'aria-hidden': true } }}
            >
              <UndoIcon />
            </Badge>
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={redoTip}>
        <span>
          <IconButton aria-label={`Redo (${redoCount})`} onClick={onRedo} disabled={!canRedo}>
            <Badge
              badgeContent={redoCount}
              color="primary"
              showZero
              max={99}
              slotProps={{ badge: { 'aria-hidden': true } }}
            >
              <RedoIcon />
            </Badge>
          </IconButton>
        </span>
      </Tooltip>
    </>
  );
}
