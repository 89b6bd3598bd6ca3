import { useRef, useState, type DragEvent } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useT } from '../../../lib/i18n/use-t.ts';

export const acceptedFiles = '.csv,.txt,.ofx,.qfx,.qif,.xml,.camt,.053';

/** Step 1: choose or drop one or more bank files. */
export function FileChooser({ onFiles }: { onFiles: (files: File[]) => void }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const take = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (files.length > 0) onFiles(files);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files);
  };

  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      data-testid="import-file-drop"
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 2,
        p: { xs: 3, sm: 6 },
        textAlign: 'center',
      }}
    >
      <Stack sx={{ alignItems: 'center', gap: 1.5 }}>
        <UploadFileIcon color="primary" sx={{ fontSize: 48 }} />
        <Typography variant="h6" component="h2">
          {t('imports.choose.drop')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('imports.choose.hint')}
        </Typography>
        <Button variant="contained" onClick={() => input.current?.click()}>
          {t('imports.choose.button')}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={acceptedFiles}
          aria-label={t('imports.choose.input')}
          data-testid="import-file-input"
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
        />
      </Stack>
    </Box>
  );
}
