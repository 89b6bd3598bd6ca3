import { TextField } from '@mui/material';

type EmailFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
};

/** The required email input of the sign-in, register and forgot-password forms. */
export function EmailField({ label, value, onChange, disabled }: EmailFieldProps) {
  return (
    <TextField
      label={label}
      type="email"
      name="email"
      autoComplete="email"
      required
      fullWidth
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
    />
  );
}
