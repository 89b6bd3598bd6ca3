/** Query keys of the account's two-factor state. */
export const twoFactorKeys = {
  all: ['two-factor'] as const,
  /** GET /api/auth/2fa: on or off, recovery codes left, whether the account has a password. */
  status: () => ['two-factor', 'status'] as const,
};
