import { PasswordRequirements } from '../../../components/password-requirements.tsx';
import { PasswordField } from './password-field.tsx';

type NewPasswordFieldsProps = {
  /** 'Password' on register, 'New Password' on reset; the confirmation follows it. */
  label: 'Password' | 'New Password';
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  disabled: boolean;
};

/** A new password, its confirmation and the live requirements checklist (docs/product/sign-in.md). */
export function NewPasswordFields({
  label,
  password,
  confirm,
  onPasswordChange,
  onConfirmChange,
  disabled,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={label}
        name="password"
        autoComplete="new-password"
        required
        fullWidth
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
        disabled={disabled}
      />
      <PasswordField
        label={`Confirm ${label}`}
        name="confirmPassword"
        autoComplete="new-password"
        required
        fullWidth
        value={confirm}
        onChange={(event) => onConfirmChange(event.target.value)}
        disabled={disabled}
      />
      <PasswordRequirements password={password} confirm={confirm} />
    </>
  );
}
