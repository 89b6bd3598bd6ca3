/** Texts of the two-factor and passkey endpoints (worded like the sign-in ones, docs/product/api-auth.md). */
export const TWO_FACTOR_MESSAGES = {
  invalidCode: 'Invalid verification code',
  invalidRecoveryCode: 'Invalid recovery code',
  challengeExpired: 'Your sign-in has expired. Please sign in again.',
  alreadyOn: 'Two-factor sign-in is already on',
  notOn: 'Two-factor sign-in is not on',
  notSetUp: 'Set up the authenticator app first',
  wrongPassword: 'Password is incorrect',
  passwordRequired: 'Password is required',
  passkeyFailed: 'The passkey could not be verified',
  passkeyUnknown: 'This passkey is not registered',
  passkeyRegistrationFailed: 'The passkey could not be registered',
  passkeyDuplicate: 'This passkey is already registered',
  tooManyPasskeys: 'You can register at most 20 passkeys',
  passkeyNotFound: 'Passkey not found',
  rateLimited: 'Too many sign-in attempts. Please try again later.',
  tooManyChanges: 'Too many two-factor changes. Please try again later.',
} as const;
