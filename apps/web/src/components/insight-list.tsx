import { useState } from 'react';
import {
  Box,
  Button,
  Collapse,
  IconButton,
  List,
  ListItem,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import { useT } from '../lib/i18n/use-t.ts';

export interface InsightItem {
  id: string;
  text: string;
  why: string;
}

type Dismiss = (id: string) => void;

/**
 * Insights as sentences, each with its 'why' (the numbers behind it) one
 * click away and a dismiss button. Shared by the dashboard panel and the
 * Reports page; it knows nothing of where the insights come from. Without
 * `onDismiss` (a reader who may not dismiss) there is no dismiss button.
 */
export function InsightList({ items, onDismiss }: { items: InsightItem[]; onDismiss?: Dismiss }) {
  const t = useT();
  return (
    <List disablePadding aria-label={t('components.insights.label')}>
      {items.map((item) => (
        <InsightRow key={item.id} item={item} onDismiss={onDismiss} />
      ))}
    </List>
  );
}

function InsightRow({ item, onDismiss }: { item: InsightItem; onDismiss?: Dismiss }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const whyId = `why-${item.id}`;
  return (
    <ListItem disableGutters divider sx={{ display: 'block', py: 1 }} data-testid="insight">
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
        <LightbulbOutlinedIcon color="warning" fontSize="small" sx={{ mt: 0.25 }} aria-hidden />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {item.text}
          </Typography>
          <Button
            size="small"
            sx={{ p: 0, minWidth: 0, textTransform: 'none' }}
            aria-expanded={open}
            aria-controls={whyId}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? t('components.insights.hideWhy') : t('components.insights.why')}
          </Button>
          <Collapse in={open} id={whyId}>
            <Typography variant="body2" color="text.secondary">
              {item.why}
            </Typography>
          </Collapse>
        </Box>
        {onDismiss && (
          <Tooltip title={t('components.insights.dismiss')}>
            <IconButton
              size="small"
              aria-label={t('components.insights.dismissWhat', { text: item.text })}
              onClick={() => onDismiss(item.id)}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
    </ListItem>
  );
}
