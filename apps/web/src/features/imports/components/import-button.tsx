import { Link } from 'react-router';
import { Button } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useT } from '../../../lib/i18n/use-t.ts';
import { importPagePath } from '../import-paths.ts';

/** The Transactions page's 'Import' button: opens the import page. */
export function ImportButton() {
  const t = useT();
  return (
    <Button
      component={Link}
      to={importPagePath}
      variant="outlined"
      startIcon={<UploadFileIcon />}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {t('imports.button')}
    </Button>
  );
}
