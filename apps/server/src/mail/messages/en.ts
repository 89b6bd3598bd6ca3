/**
 * The e-mails' texts in English, the source the other languages translate (ICU messages:
 * `{name}` arguments, `select` and `plural`). Word for word what the mails said before they
 * had catalogues: tests and docs/product quote them.
 */
export const en = {
  'mail.greeting': 'Hello {name},',
  'mail.greetingNoName': 'Hello,',
  'mail.buttonFallback': 'If the button does not work, paste this address into your browser:',
  'mail.signature': 'Elevate: Elevate your financial journey.',
  'mail.openElevate': 'Open Elevate',
  'mail.openElevateLine': 'Open Elevate: {link}',
  'notice.notYou':
    'If this was not you, reset your password at once from the sign-in page and sign out of all other devices in Settings.',

  'verification.subject': 'Verify your Elevate email address',
  'verification.heading': 'Verify your email address',
  'verification.intro': 'Thanks for signing up for Elevate. Please confirm your email address.',
  'verification.linkLine': 'Open this link to verify: {link}',
  'verification.expiry': 'This link is valid for 24 hours.',
  'verification.button': 'Verify Email',

  'passwordReset.subject': 'Reset your Elevate password',
  'passwordReset.heading': 'Reset your password',
  'passwordReset.intro': 'Someone asked to reset the password of your Elevate account.',
  'passwordReset.linkLine': 'Open this link to choose a new password: {link}',
  'passwordReset.expiry':
    'This link is valid for 1 hour. If you did not ask for it, ignore this email.',
  'passwordReset.button': 'Reset Password',

  'newDevice.subject': 'New sign-in to your Elevate account',
  'newDevice.heading': 'New sign-in',
  'newDevice.device': '{browser} on {os}',
  'newDevice.body':
    'Your Elevate account was just signed in to from a device it has not seen before: {device}, at {when}.',
  'newDevice.ifYou': 'If this was you, there is nothing to do.',

  'passwordChanged.subject': 'Your Elevate password was changed',
  'passwordChanged.heading': 'Password changed',
  'passwordChanged.body':
    'The password of your Elevate account was just changed, and every device was signed out.',

  'twoFactorOff.subject': 'Two-step verification was turned off',
  'twoFactorOff.heading': 'Two-step verification off',
  'twoFactorOff.body':
    'Two-step verification was just turned off for your Elevate account. Signing in now needs only your password.',

  'twoFactorOn.subject': 'Two-step verification was turned on',
  'twoFactorOn.heading': 'Two-step verification on',
  'twoFactorOn.body':
    'Two-step verification was just turned on for your Elevate account. Signing in now needs a code from an authenticator app as well.',

  'recoveryCodes.subject': 'Your Elevate recovery codes were replaced',
  'recoveryCodes.heading': 'Recovery codes replaced',
  'recoveryCodes.body':
    'New recovery codes were just made for your Elevate account; the earlier ones no longer work.',

  'passkeyAdded.subject': 'A passkey was added to your Elevate account',
  'passkeyAdded.heading': 'Passkey added',
  'passkeyAdded.body':
    'A passkey named "{passkeyName}" was just added to your Elevate account. It signs in without your password.',
  'passkeyAdded.notYou':
    'If this was not you, remove it in Settings at once, reset your password from the sign-in page and sign out of all other devices.',

  'accessToken.subject': 'An access token was created for your Elevate account',
  'accessToken.heading': 'Access token created',
  'accessToken.body':
    'An access token named "{tokenName}" was just created for your Elevate account. A script holding it can {scope, select, read {read} other {read and change}} your budgets and transactions without your password.',
  'accessToken.notYou':
    'If this was not you, revoke it in Settings at once, reset your password from the sign-in page and sign out of all other devices.',

  'webhook.subject': 'A webhook was added to your Elevate account',
  'webhook.heading': 'Webhook added',
  'webhook.body':
    'A webhook was just added to your Elevate account. From now on the events of one of your ledgers, with the transactions in them, are sent to {url}.',
  'webhook.notYou':
    'If this was not you, delete it in Settings at once, reset your password from the sign-in page and sign out of all other devices.',

  'emailChangeRequested.subject': 'Your Elevate email address is about to change',
  'emailChangeRequested.heading': 'Email change requested',
  'emailChangeRequested.body':
    'Someone signed in to your Elevate account asked to move it to {newEmail}. It moves only once the link sent there is confirmed.',

  'emailChanged.subject': 'Your Elevate email address was changed',
  'emailChanged.heading': 'Email address changed',
  'emailChanged.body':
    'The email address of your Elevate account was changed to {newEmail}. Mail about the account now goes there.',
  'emailChanged.notYou': 'If this was not you, contact support at once by replying to this email.',

  'confirmEmailChange.subject': 'Confirm your new Elevate email address',
  'confirmEmailChange.heading': 'Confirm your new email address',
  'confirmEmailChange.intro':
    'Someone asked to move an Elevate account to this email address. Open the link to confirm; the address changes only then.',
  'confirmEmailChange.linkLine': 'Open this link to confirm: {link}',
  'confirmEmailChange.expiry':
    'This link is valid for 24 hours and works once. If you did not ask for it, ignore this email.',
  'confirmEmailChange.button': 'Confirm Email',

  'accountDeleted.subject': 'Your Elevate account was deleted',
  'accountDeleted.heading': 'Account deleted',
  'accountDeleted.body':
    'Your Elevate account and everything it held (budgets, transactions and settings) were deleted, and every device was signed out.',
  'accountDeleted.newAccount': 'You can create a new account with this address at any time.',

  'invitation.subject': 'You are invited to a ledger on Elevate',
  'invitation.heading': 'You are invited to a ledger',
  'invitation.someone': 'Someone',
  'invitation.intro':
    '{inviterName} invited you to the ledger "{ledgerName}" on Elevate, where you can {role, select, editor {view and change} other {view}} its budgets and transactions.',
  'invitation.how':
    'Sign in (or sign up) with this email address, then open the link to join. Other accounts cannot use it.',
  'invitation.linkLine': 'Open this link to join: {link}',
  'invitation.expiry':
    'This link is valid for {days, plural, one {# day} other {# days}} and works once. If you do not know the sender, ignore this email.',
  'invitation.button': 'Join Ledger',

  'ownership.subject': 'You now own a ledger on Elevate',
  'ownership.heading': 'You now own a ledger',
  'ownership.previousOwner': 'The previous owner',
  'ownership.intro':
    '{previousOwner} made you the owner of the ledger "{ledgerName}" on Elevate. You now manage its members and invitations, and only you can delete it.',

  'digest.subject': 'Your week in Elevate: {week}',
  'digest.heading': 'Your week in Elevate',
  'digest.intro': 'Hello {name}, here is your week in Elevate ({week}).',
  'digest.stop': 'You get this e-mail because you turned on the weekly digest in Settings.',
  'digest.stopLine': 'Stop it: {url}',
  'digest.stopLink': 'Stop the weekly digest',
  'digest.lastWeek': 'Last week',
  'digest.lastWeekSpent': 'Spent {amount}.',
  'digest.thisMonth': 'This month',
  'digest.monthLeft': 'Spent {spent} of {budgeted} budgeted: {left} left.',
  'digest.monthOver': 'Spent {spent} of {budgeted} budgeted: {over} over.',
  'digest.noBudget': 'No budget for this month yet.',
  'digest.tight': 'Close to or over budget',
  'digest.tightLine': '{name}: {spent} of {budgeted}',
  'digest.tightOverLine': '{name}: {spent} of {budgeted} (over by {over})',
  'digest.upcoming': 'Coming up this week',
  'digest.upcomingLine':
    '{day}: {description}, {amount} ({type, select, expense {expense} income {income} savings {savings} other {{type}}})',
  'digest.goals': 'Goals',
  'digest.goalLine': '{name}: {saved} of {target} ({percent} %)',
} as const;

export type MailKey = keyof typeof en;
export type MailCatalogue = Record<MailKey, string>;
