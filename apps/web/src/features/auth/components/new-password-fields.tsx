import { PasswordRequirements } from '../../../components/password-requirements.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { PasswordField } from './password-field.tsx';

/** The fields' words: 'Password' on register, 'New Password' on reset; the confirmation follows it. */
const fieldKeys = {
  password: {
    label: 'auth.field.password',
    show: 'auth.field.passwordShow',
    hide: 'auth.field.passwordHide',
    confirm: 'auth.field.confirmPassword',
    confirmShow: 'auth.field.confirmPasswordShow',
    confirmHide: 'auth.field.confirmPasswordHide',
  },
  newPassword: {
    label: 'auth.field.newPassword',
    show: 'auth.field.newPasswordShow',
    hide: 'auth.field.newPasswordHide',
    confirm: 'auth.field.confirmNewPassword',
    confirmShow: 'auth.field.confirmNewPasswordShow',
    confirmHide: 'auth.field.confirmNewPasswordHide',
  },
};

type NewPasswordFieldsProps = {
  field: keyof typeof fieldKeys;
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  disabled: boolean;
};

/** A new password, its confirmation and the live requirements checklist (docs/product/sign-in.md). */
export function NewPasswordFields({
  field,
  password,
  confirm,
  onPasswordChange,
  onConfirmChange,
  disabled,
}: NewPasswordFieldsProps) {
  const t = useT();
  const keys = fieldKeys[field];
  return (
    <>
      <PasswordField
        label={t(keys.label)}
        showLabel={t(keys.show)}
        hideLabel={t(keys.hide)}
        name="password"
        autoComplete="new-password"
        required
        fullWidth
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
        disabled={disabled}
      />
      <PasswordField
        label={t(keys.confirm)}
        showLabel={t(keys.confirmShow)}
        hideLabel={t(keys.confirmHide)}
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
