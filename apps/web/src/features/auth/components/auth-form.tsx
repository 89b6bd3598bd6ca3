import type { FormEvent, ReactNode, Ref } from 'react';
import { Box, Button, Stack } from '@mui/material';

type AuthFormProps = {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  ref?: Ref<HTMLFormElement>;
};

/** The auth pages' forms: fields stacked with one spacing. */
export function AuthForm({ onSubmit, children, ref }: AuthFormProps) {
  return (
    <Box component="form" onSubmit={onSubmit} ref={ref}>
      <Stack spacing={2.5}>{children}</Stack>
    </Box>
  );
}

type AuthSubmitButtonProps = {
  busy: boolean;
  label: string;
  busyLabel: string;
  /** Defaults to busy; pages with more rules pass their own. */
  disabled?: boolean;
};

/** The full-width submit button, relabelled while the request is on its way. */
export function AuthSubmitButton({
  busy,
  label,
  busyLabel,
  disabled = busy,
}: AuthSubmitButtonProps) {
  return (
    <Button type="submit" variant="contained" size="large" fullWidth disabled={disabled}>
      {busy ? busyLabel : label}
    </Button>
  );
}
