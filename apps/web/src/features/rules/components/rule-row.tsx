import { IconButton, ListItem, ListItemText, Stack, Tooltip } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/Edit';
import PlaylistPlayIcon from '@mui/icons-material/PlaylistPlay';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Rule } from '@elevate/shared/schemas/rules';
import { useT } from '../../../lib/i18n/use-t.ts';

export type RuleRowActions = {
  onMove: (rule: Rule, by: -1 | 1) => void;
  onEdit: (rule: Rule) => void;
  onDelete: (rule: Rule) => void;
  onApply: (rule: Rule) => void;
};

type Props = {
  rule: Rule;
  sentence: string;
  first: boolean;
  last: boolean;
  /** Absent for a viewer: the row is read only. */
  actions?: RuleRowActions;
};

/** One rule as a sentence; owners and editors drag it or move it a place, edit, apply, delete. */
export function RuleRow({ rule, sentence, first, last, actions }: Props) {
  const sortable = useSortable({ id: rule._id, disabled: !actions });
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition } =
    sortable;
  const name = rule.name;
  const t = useT();

  return (
    <ListItem
      ref={setNodeRef}
      divider
      data-testid={`rule-${rule._id}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{ gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' }, bgcolor: 'background.paper' }}
    >
      {actions && (
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('rules.row.drag', { name })}
          size="small"
          sx={{ cursor: 'grab', touchAction: 'none' }}
        >
          <DragIndicatorIcon />
        </IconButton>
      )}
      <ListItemText
        primary={name}
        secondary={sentence}
        sx={{ overflowWrap: 'anywhere', minWidth: 0 }}
      />
      {actions && (
        <Stack direction="row" sx={{ flexShrink: 0 }}>
          <IconButton
            aria-label={t('rules.row.moveUp', { name })}
            disabled={first}
            onClick={() => actions.onMove(rule, -1)}
          >
            <ArrowUpwardIcon />
          </IconButton>
          <IconButton
            aria-label={t('rules.row.moveDown', { name })}
            disabled={last}
            onClick={() => actions.onMove(rule, 1)}
          >
            <ArrowDownwardIcon />
          </IconButton>
          <Tooltip title={t('rules.row.applyTooltip')}>
            <IconButton
              aria-label={t('rules.row.apply', { name })}
              onClick={() => actions.onApply(rule)}
            >
              <PlaylistPlayIcon />
            </IconButton>
          </Tooltip>
          <IconButton
            aria-label={t('rules.row.edit', { name })}
            onClick={() => actions.onEdit(rule)}
          >
            <EditIcon />
          </IconButton>
          <IconButton
            aria-label={t('rules.row.delete', { name })}
            onClick={() => actions.onDelete(rule)}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      )}
    </ListItem>
  );
}
