/** The one password rule set, used by the forms and the server. */
export type PasswordRequirementId =
  'length' | 'uppercase' | 'lowercase' | 'number' | 'special' | 'match';

export interface PasswordRequirement {
  id: PasswordRequirementId;
  label: string;
  /** Sentence the server answers when this rule fails (the match rule is client-only). */
  message: string;
  test: (password: string, confirm: string) => boolean;
}

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const PASSWORD_SPECIAL_CHARACTERS = '@$!%*?&';
export const PASSWORD_REQUIREMENTS_MESSAGE = 'Please ensure all password requirements are met.';

export const passwordRequirements: readonly PasswordRequirement[] = [
  {
    id: 'length',
    label: 'At least 8 characters',
    message: 'Password must be at least 8 characters long',
    test: (password) => password.length >= MIN_PASSWORD_LENGTH,
  },
  {
    id: 'uppercase',
    label: 'One uppercase letter',
    message: 'Password must contain at least one uppercase letter',
    test: (password) => /[A-Z]/.test(password),
  },
  {
    id: 'lowercase',
    label: 'One lowercase letter',
    message: 'Password must contain at least one lowercase letter',
    test: (password) => /[a-z]/.test(password),
  },
  {
    id: 'number',
    label: 'One number',
    message: 'Password must contain at least one number',
    test: (password) => /[0-9]/.test(password),
  },
  {
    id: 'special',
    label: 'One special character (@$!%*?&)',
    message: 'Password must contain at least one special character (@$!%*?&)',
    test: (password) => /[@$!%*?&]/.test(password),
  },
  {
    id: 'match',
    label: 'Passwords match',
    message: 'Passwords do not match',
    test: (password, confirm) => password.length > 0 && password === confirm,
  },
];

/** The rules a server can check: everything but the confirmation. */
export const serverPasswordRequirements = passwordRequirements.filter(
  (rule) => rule.id !== 'match',
);

/** Messages of the server-checkable rules the password fails, in rule order. */
export function unmetPasswordMessages(password: string): string[] {
  return serverPasswordRequirements
    .filter((rule) => !rule.test(password, password))
    .map((rule) => rule.message);
}

export function isPasswordValid(password: string): boolean {
  return unmetPasswordMessages(password).length === 0;
}

export function allPasswordRequirementsMet(password: string, confirm: string): boolean {
  return passwordRequirements.every((rule) => rule.test(password, confirm));
}

export type PasswordStrengthLabel = 'Weak' | 'Medium' | 'Strong';

export interface PasswordStrength {
  percent: number;
  label: PasswordStrengthLabel;
  color: 'error' | 'warning' | 'success';
}

/** Met rules out of 6, rounded; Weak < 40 ≤ Medium < 80 ≤ Strong. */
export function passwordStrength(password: string, confirm: string): PasswordStrength {
  const met = passwordRequirements.filter((rule) => rule.test(password, confirm)).length;
  const percent = Math.round((met / passwordRequirements.length) * 100);
  if (percent < 40) return { percent, label: 'Weak', color: 'error' };
  if (percent < 80) return { percent, label: 'Medium', color: 'warning' };
  return { percent, label: 'Strong', color: 'success' };
}

/**
 * Common passwords (decision 0017), beside the password rules: a password whose base is a well-known
 * password is refused. The list (common-passwords.ts) is large, so the pure rule here
 * takes it as an argument: the server imports it, the web checklist loads it lazily.
 */
export const commonPasswordRule = {
  id: 'common',
  label: 'Not a commonly used password',
  message: 'This password is too common. Please choose one that is harder to guess.',
} as const;

const EDGE_DECORATION = /^[^a-z]+|[^a-z]+$/g;
const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  $: 's',
  '5': 's',
  '0': 'o',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '7': 't',
};

/**
 * What is left of a password once the usual dressing-up is undone: lower case, the
 * digits and symbols added at either end removed, look-alike digits read as letters.
 * 'P@ssw0rd2024!' and 'Password1!' both come down to 'password'.
 */
export function passwordBase(password: string): string {
  return password
    .toLowerCase()
    .replace(EDGE_DECORATION, '')
    .replace(/[@4$501!37]/g, (c) => LEET[c] ?? c);
}

/** Whether the password's base is one of the bases of a list of common passwords. */
export function isCommonPassword(password: string, commonBases: ReadonlySet<string>): boolean {
  return commonBases.has(passwordBase(password));
}
