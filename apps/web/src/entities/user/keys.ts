/** Query keys of the signed-in user's own data. */
export const userKeys = {
  all: ['user'] as const,
  /** GET /api/auth/user: email, verification and onboarding flags. */
  current: () => ['user', 'current'] as const,
};
