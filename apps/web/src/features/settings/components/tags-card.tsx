import { useState } from 'react';
import {
  IconButton,
  Link,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import { Link as RouterLink } from 'react-router';
import type { Tag } from '@elevate/shared/schemas/tags';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';
import { useCanWriteLedger } from '../../../entities/ledgers/get-ledgers.ts';
import { useTags } from '../../../entities/tags/get-tags.ts';
import { useDeleteTag } from '../../../entities/tags/tag-writes.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { tagsMessages } from '../tags-messages.ts';
import { CardLoadState } from './card-load-state.tsx';
import { RenameTagDialog } from './rename-tag-dialog.tsx';

const carriersOf = (tag: Tag) => tagsMessages.carriers(tag.count);

/**
 * The open ledger's tags with their counts, each a link to its transactions; owners and
 * editors rename (or merge) and delete them. A viewer reads the list only (decision 0049).
 */
export function TagsCard() {
  const t = useT();
  const tags = useTags();
  const canWrite = useCanWriteLedger();
  const remove = useDeleteTag();
  const [renaming, setRenaming] = useState<Tag | null>(null);
  const [deleting, setDeleting] = useState<Tag | null>(null);
  const list = tags.data ?? [];

  return (
    <Paper component="section" aria-labelledby="tags-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="tags-heading" variant="h6" component="h2" gutterBottom>
        {t('settings.tags.title')}
      </Typography>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {tagsMessages.intro}
        </Typography>
        <CardLoadState
          query={tags}
          loading={tagsMessages.loading}
          failed={tagsMessages.loadFailed}
        />
        {remove.isError && (
          <FormErrorAlert onClose={() => remove.reset()}>
            {(isApiError(remove.error) && remove.error.msg) || tagsMessages.deleteFailed}
          </FormErrorAlert>
        )}
        {tags.data && list.length === 0 && (
          <Typography color="text.secondary">{tagsMessages.none}</Typography>
        )}
        {list.length > 0 && (
          <List aria-label={t('settings.tags.list')} disablePadding>
            {list.map((tag) => (
              <ListItem
                key={tag.name}
                divider
                secondaryAction={
                  canWrite && (
                    <>
                      <IconButton
                        aria-label={t('settings.tags.renameNamed', { name: tag.name })}
                        onClick={() => setRenaming(tag)}
                      >
                        <EditIcon />
                      </IconButton>
                      <IconButton
                        edge="end"
                        aria-label={t('settings.tags.deleteNamed', { name: tag.name })}
                        onClick={() => setDeleting(tag)}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </>
                  )
                }
                sx={{ pr: canWrite ? 12 : 2 }}
              >
                <ListItemText
                  primary={
                    <Link
                      component={RouterLink}
                      to={`/transactions?${new URLSearchParams({ tag: tag.name }).toString()}`}
                      underline="hover"
                      sx={{ overflowWrap: 'anywhere' }}
                    >
                      {tag.name}
                    </Link>
                  }
                  secondary={carriersOf(tag)}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Stack>
      {renaming && <RenameTagDialog tag={renaming} tags={list} onClose={() => setRenaming(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('settings.tags.deleteTitle')}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting && remove.mutate(deleting.name, { onSettled: () => setDeleting(null) })
        }
      >
        <Typography>
          {deleting && tagsMessages.deleteQuestion(deleting.name, carriersOf(deleting))}
        </Typography>
      </ConfirmDialog>
    </Paper>
  );
}
