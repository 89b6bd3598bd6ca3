import { useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { tagProblem, type Tag } from '@elevate/shared/schemas/tags';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';
import { useRenameTag } from '../../../entities/tags/tag-writes.ts';
import { fieldRefusal, isApiError } from '../../../lib/api-error.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { tagsMessages } from '../tags-messages.ts';

type RenameTagDialogProps = {
  tag: Tag;
  /** Every tag of the ledger: a name one of them has merges the two. */
  tags: readonly Tag[];
  onClose: () => void;
};

/**
 * Rename a tag on every transaction carrying it. Onto another tag's name (whatever its
 * case) the server merges the two under that tag's spelling, so the form says so first
 * and its button says Merge.
 */
export function RenameTagDialog({ tag, tags, onClose }: RenameTagDialogProps) {
  const t = useT();
  const [name, setName] = useState(tag.name);
  const rename = useRenameTag();
  const wanted = name.trim();
  const other = tags.find(
    (candidate) =>
      candidate.name !== tag.name && candidate.name.toLowerCase() === wanted.toLowerCase(),
  );
  const problem = tagProblem(name) ?? fieldRefusal(rename.error, 'name') ?? null;
  const unchanged = wanted === tag.name;
  const carriers = tagsMessages.carriers(tag.count);
  const helper =
    problem ??
    (other
      ? tagsMessages.mergeWarning(tag.name, other.name, carriers)
      : tagsMessages.renameHelp(carriers));
  // Refusals of the name show on the field; anything else (a tag gone meanwhile) above it.
  const failure =
    rename.isError && !fieldRefusal(rename.error, 'name')
      ? (isApiError(rename.error) && rename.error.msg) || tagsMessages.renameFailed
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem || unchanged) return;
    rename.mutate({ name: tag.name, to: wanted }, { onSuccess: onClose });
  };

  return (
    <Dialog
      open
      onClose={rename.isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="rename-tag-title"
    >
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="rename-tag-title">
          {t('settings.tags.renameTitle', { name: tag.name })}
        </DialogTitle>
        <DialogContent>
          {failure && <FormErrorAlert sx={{ mb: 2 }}>{failure}</FormErrorAlert>}
          <TextField
            label={t('settings.tags.newName')}
            autoFocus
            fullWidth
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              rename.reset();
            }}
            error={problem !== null}
            helperText={helper}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={rename.isPending}>
            {t('settings.common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={problem !== null || unchanged || rename.isPending}
          >
            {other ? t('settings.tags.merge') : t('settings.tags.rename')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
