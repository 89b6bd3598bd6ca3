/** Every text the auth endpoints answer with; the ones docs/product/api-auth.md lists are quoted to the letter. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  unverified: 'Please verify your email address before logging in.',
  locked:
    'Your account has been temporarily locked due to too many failed login attempts. Please try again later.',
  emailTaken: 'An account with this email already exists',
  emailVerified: 'Email verified successfully. You can now log in.',
  invalidVerificationToken: 'Invalid or expired verification token',
  verificationSent:
    'If an unverified account exists for this email, a verification link has been sent.',
  resetRequested: 'If an account exists for this email, a password reset link has been sent.',
  invalidResetToken: 'Invalid or expired reset token',
  passwordReset: 'Password has been reset successfully. You can now log in with your new password.',
  wrongCurrentPassword: 'Current password is incorrect',
  passwordChanged: 'Password updated successfully',
  loggedOut: 'Logged out',
  invalidSignInCode: 'Invalid or expired sign-in code',
  // Not in docs/product/api-auth.md (decision 0035).
  verifyFirst:
    'Verify your email address first: open the link we sent you. Passkeys, two-step verification, email changes and restores need a verified address.',
} as const;

export const RATE_LIMIT_MESSAGES = {
  login: 'Too many login attempts. Please try again later.',
  register: 'Too many registration attempts. Please try again later.',
  verify: 'Too many verification attempts. Please try again later.',
  resend: 'Too many verification email requests. Please try again later.',
  resetRequest: 'Too many password reset requests. Please try again later.',
  reset: 'Too many password reset attempts. Please try again later.',
  // Not in docs/product/api-auth.md; worded like its neighbours (decision 0015).
  changePassword: 'Too many password change attempts. Please try again later.',
} as const;
