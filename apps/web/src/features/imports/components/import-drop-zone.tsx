import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useT } from '../../../lib/i18n/use-t.ts';

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * Makes its whole area a drop target for bank files: while files are dragged over it an
 * overlay says what a drop does; the Import button is the keyboard route to the same flow.
 */
export function ImportDropZone({
  children,
  onFiles,
}: {
  children: ReactNode;
  onFiles: (files: File[]) => void;
}) {
  const t = useT();
  const [over, setOver] = useState(false);
  // dragenter/dragleave fire for every child crossed: count them to know when the drag left.
  const depth = useRef(0);

  const enter = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    depth.current += 1;
    setOver(true);
  };
  const leave = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setOver(false);
  };
  const drop = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    depth.current = 0;
    setOver(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  };

  return (
    <Box
      data-testid="import-drop-zone"
      onDragEnter={enter}
      onDragOver={(event) => carriesFiles(event) && event.preventDefault()}
      onDragLeave={leave}
      onDrop={drop}
      sx={{ position: 'relative', minHeight: '60vh' }}
    >
      {children}
      {over && (
        <Box
          role="status"
          sx={{
            position: 'absolute',
            inset: 0,
            zIndex: 2,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
            borderRadius: 2,
            border: 2,
            borderStyle: 'dashed',
            borderColor: 'primary.main',
            bgcolor: 'background.paper',
            opacity: 0.95,
            pointerEvents: 'none',
          }}
        >
          <UploadFileIcon color="primary" sx={{ fontSize: 48 }} />
          <Typography variant="h6">{t('imports.dropZone.overlay')}</Typography>
        </Box>
      )}
    </Box>
  );
}
