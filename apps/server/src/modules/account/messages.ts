import { plural } from '@elevate/shared';

/** The texts the account endpoints answer with (docs/product/api-account.md). */
export const ACCOUNT_MESSAGES = {
  passwordNeeded: 'Enter your password to confirm.',
  wrongPassword: 'Password is incorrect',
  reauthNeeded: 'Sign in with Google again, then confirm within 10 minutes.',
  sameEmail: 'This is already your email address',
  emailTaken: 'An account with this email already exists',
  emailChangeTooMany: 'Too many email change requests. Please try again later.',
  invalidEmailChange: 'Invalid or expired email change link',
  emailMismatch: 'Type the email address of this account exactly as shown',
  accountDeleted: 'Your account has been deleted.',
  notEmpty:
    'This account already holds budgets, transactions or accounts of its own. A backup can only be restored into an account without any data: create a new account and restore it there.',
  restoreInvalid: 'This file is not a valid Elevate export',
} as const;

export const emailChangeSent = (address: string) =>
  `We sent a confirmation link to ${address}. Your email address changes when you open it.`;
export const emailChanged = (address: string) => `Your email address is now ${address}.`;
export const restored = (budgets: number, transactions: number) =>
  `Restored ${plural(budgets, { one: '# budget', other: '# budgets' })} and ${plural(transactions, { one: '# transaction', other: '# transactions' })}.`;
