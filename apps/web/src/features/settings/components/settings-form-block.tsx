import type { FormEvent, ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';

type SettingsFormBlockProps = {
  /** The form's accessible name. */
  label: string;
  title: string;
  /** The failed request's message, shown above the fields. */
  error?: ReactNode;
  onSubmit: () => void;
  /** The fields and the submit button, in one row from 600 px up. */
  children: ReactNode;
};

/** A small form inside a settings card: a subheading, its error and one row of fields. */
export function SettingsFormBlock({
  label,
  title,
  error,
  onSubmit,
  children,
}: SettingsFormBlockProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={label}>
      <Stack spacing={2}>
        <Typography variant="subtitle2" component="h3">
          {title}
        </Typography>
        {error && <FormErrorAlert>{error}</FormErrorAlert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {children}
        </Stack>
      </Stack>
    </Box>
  );
}
