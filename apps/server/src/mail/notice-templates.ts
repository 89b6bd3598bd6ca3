import { escapeHtml } from './html.ts';
import { layout, type MailContent } from './templates.ts';

/** A mail without a button: a security notice says what happened and what to do if it was not you. */
function notice(subject: string, heading: string, paragraphs: string[]): MailContent {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  return {
    subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: `<!doctype html>
<html><body style="font-family: Roboto, Arial, sans-serif; color: #1f2a24;">
<h1 style="font-size: 20px;">${escapeHtml(heading)}</h1>
${body}
<p>Elevate: Elevate your financial journey.</p>
</body></html>`,
  };
}

const NOT_YOU =
  'If this was not you, reset your password at once from the sign-in page and sign out of all other devices in Settings.';

export function newDeviceEmail(args: { name: string; device: string; when: string }): MailContent {
  return notice('New sign-in to your Elevate account', 'New sign-in', [
    `Hello ${args.name},`,
    `Your Elevate account was just signed in to from a device it has not seen before: ${args.device}, at ${args.when}.`,
    'If this was you, there is nothing to do.',
    NOT_YOU,
  ]);
}

export function passwordChangedEmail(args: { name: string }): MailContent {
  return notice('Your Elevate password was changed', 'Password changed', [
    `Hello ${args.name},`,
    'The password of your Elevate account was just changed, and every device was signed out.',
    NOT_YOU,
  ]);
}

export function twoFactorOffEmail(args: { name: string }): MailContent {
  return notice('Two-step verification was turned off', 'Two-step verification off', [
    `Hello ${args.name},`,
    'Two-step verification was just turned off for your Elevate account. Signing in now needs only your password.',
    NOT_YOU,
  ]);
}

export function passkeyAddedEmail(args: { name: string; passkeyName: string }): MailContent {
  return notice('A passkey was added to your Elevate account', 'Passkey added', [
    `Hello ${args.name},`,
    `A passkey named "${args.passkeyName}" was just added to your Elevate account. It signs in without your password.`,
    'If this was not you, remove it in Settings at once, reset your password from the sign-in page and sign out of all other devices.',
  ]);
}

export function accessTokenCreatedEmail(args: {
  name: string;
  tokenName: string;
  scope: 'read' | 'read-write';
}): MailContent {
  const reach = args.scope === 'read' ? 'read' : 'read and change';
  return notice('An access token was created for your Elevate account', 'Access token created', [
    `Hello ${args.name},`,
    `An access token named "${args.tokenName}" was just created for your Elevate account. A script holding it can ${reach} your budgets and transactions without your password.`,
    'If this was not you, revoke it in Settings at once, reset your password from the sign-in page and sign out of all other devices.',
  ]);
}

export function webhookCreatedEmail(args: { name: string; url: string }): MailContent {
  return notice('A webhook was added to your Elevate account', 'Webhook added', [
    `Hello ${args.name},`,
    `A webhook was just added to your Elevate account. From now on the events of one of your ledgers, with the transactions in them, are sent to ${args.url}.`,
    'If this was not you, delete it in Settings at once, reset your password from the sign-in page and sign out of all other devices.',
  ]);
}

export function twoFactorOnEmail(args: { name: string }): MailContent {
  return notice('Two-step verification was turned on', 'Two-step verification on', [
    `Hello ${args.name},`,
    'Two-step verification was just turned on for your Elevate account. Signing in now needs a code from an authenticator app as well.',
    NOT_YOU,
  ]);
}

export function recoveryCodesReplacedEmail(args: { name: string }): MailContent {
  return notice('Your Elevate recovery codes were replaced', 'Recovery codes replaced', [
    `Hello ${args.name},`,
    'New recovery codes were just made for your Elevate account; the earlier ones no longer work.',
    NOT_YOU,
  ]);
}

export function emailChangeRequestedEmail(args: { name: string; newEmail: string }): MailContent {
  return notice('Your Elevate email address is about to change', 'Email change requested', [
    `Hello ${args.name},`,
    `Someone signed in to your Elevate account asked to move it to ${args.newEmail}. It moves only once the link sent there is confirmed.`,
    NOT_YOU,
  ]);
}

export function emailChangedEmail(args: { name: string; newEmail: string }): MailContent {
  return notice('Your Elevate email address was changed', 'Email address changed', [
    `Hello ${args.name},`,
    `The email address of your Elevate account was changed to ${args.newEmail}. Mail about the account now goes there.`,
    'If this was not you, contact support at once by replying to this email.',
  ]);
}

export function confirmEmailChangeEmail(args: { name: string; link: string }): MailContent {
  const greeting = `Hello ${args.name},`;
  const intro =
    'Someone asked to move an Elevate account to this email address. Open the link to confirm; the address changes only then.';
  const expiry =
    'This link is valid for 24 hours and works once. If you did not ask for it, ignore this email.';
  return {
    subject: 'Confirm your new Elevate email address',
    text: `${greeting}\n\n${intro}\n\nOpen this link to confirm: ${args.link}\n\n${expiry}\n`,
    html: layout(
      'Confirm your new email address',
      [greeting, intro, expiry],
      args.link,
      'Confirm Email',
    ),
  };
}

export function accountDeletedEmail(args: { name: string }): MailContent {
  return notice('Your Elevate account was deleted', 'Account deleted', [
    `Hello ${args.name},`,
    'Your Elevate account and everything it held (budgets, transactions and settings) were deleted, and every device was signed out.',
    'You can create a new account with this address at any time.',
  ]);
}
