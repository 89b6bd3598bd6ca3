import { useState } from 'react';
import { Alert, Box, Button, Divider, Stack, Typography } from '@mui/material';
import type { CsvLayout, CsvMapping } from '@elevate/shared/schemas/imports';
import { ColumnFields } from './column-fields.tsx';
import { FileSettingsFields } from './file-settings-fields.tsx';
import { SampleTable } from './sample-table.tsx';
import { useFocusOnMount } from '../hooks/use-focus-on-mount.ts';
import { englishMessages } from '../../../lib/i18n/catalogues.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

/** The English text, for tests; the step says it in the reader's language. */
export const rememberedMappingText = englishMessages['imports.mapping.remembered']!;

type CsvMappingStepProps = {
  fileName: string;
  mapping: CsvMapping;
  layout: CsvLayout;
  busy: boolean;
  /** `changed` is false when the detected mapping was kept: its preview needs no new upload. */
  onApply: (mapping: CsvMapping, changed: boolean) => void;
  onCancel: () => void;
};

/** The CSV mapping step: a sample of the file, how it is written, and which column is what. */
export function CsvMappingStep({
  fileName,
  mapping: detected,
  layout,
  busy,
  onApply,
  onCancel,
}: CsvMappingStepProps) {
  const t = useT();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [mapping, setMapping] = useState(detected);
  const change = (part: Partial<CsvMapping>) => setMapping((m) => ({ ...m, ...part }));
  const changed = JSON.stringify(mapping) !== JSON.stringify(detected);

  return (
    <Stack component="section" aria-labelledby="mapping-title" sx={{ gap: 2 }}>
      <Typography id="mapping-title" ref={heading} tabIndex={-1} variant="h6" component="h2">
        {t('imports.mapping.title', { fileName })}
      </Typography>
      {layout.remembered && <Alert severity="info">{t('imports.mapping.remembered')}</Alert>}
      <SampleTable columns={layout.columns} sample={layout.sample} />
      <FileSettingsFields mapping={mapping} onChange={change} />
      <Divider />
      <ColumnFields mapping={mapping} layout={layout} onChange={change} />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button onClick={onCancel} disabled={busy}>
          {t('imports.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={busy || mapping.description.length === 0}
          onClick={() => onApply(mapping, changed)}
        >
          {t('imports.mapping.preview')}
        </Button>
      </Box>
    </Stack>
  );
}
