import { describeUserAgent } from '@elevate/shared';
import type { Db } from '../../db/database.ts';
import { hitRateLimit } from '../../lib/rate-limit-store.ts';
import type { Mailer } from '../../mail/mailer.ts';
import {
  accessTokenCreatedEmail,
  emailChangedEmail,
  emailChangeRequestedEmail,
  newDeviceEmail,
  passkeyAddedEmail,
  passwordChangedEmail,
  recoveryCodesReplacedEmail,
  twoFactorOffEmail,
  twoFactorOnEmail,
  webhookCreatedEmail,
} from '../../mail/notice-templates.ts';
import type { MailContent } from '../../mail/templates.ts';
import type { Background } from './deps.ts';
import { findUserById } from './users-store.ts';

/** What a notice needs: the mailer, and a queue so the answer never waits on SMTP. */
export interface NoticeDeps {
  db: Db;
  mailer: Mailer;
  background: Background;
  log: { warn(fields: object, message: string): void };
}

/**
 * New-device notices per account per hour. Each needs the password (or a provider
 * sign-in) to trigger, but a script signing in over and over must not fill the
 * owner's mailbox: past this the sign-ins are only logged.
 */
export const NEW_DEVICE_NOTICE_CAP = { max: 5, windowMs: 60 * 60 * 1000 } as const;

/** Whom a notice goes to; each is written in the account's language. */
interface MailedUser {
  name: string;
  email: string;
  locale: string | null;
}

function mailUser(
  deps: NoticeDeps,
  userId: string,
  task: string,
  build: (user: MailedUser) => MailContent & { replyTo?: string },
) {
  deps.background.run(task, async () => {
    const user = await findUserById(deps.db, userId);
    if (user) await deps.mailer.send({ to: user.email, ...build(user) });
  });
}

/** A session was issued to a browser the account had not signed in from (decision 0029). */
export function notifyNewDevice(deps: NoticeDeps, userId: string, userAgent: string | null) {
  const { browser, os } = describeUserAgent(userAgent);
  const when = new Date();
  deps.background.run('new-device-notice', async () => {
    const hit = await hitRateLimit(
      deps.db,
      `device-notice:${userId}`,
      NEW_DEVICE_NOTICE_CAP.windowMs,
    );
    if (hit.count > NEW_DEVICE_NOTICE_CAP.max) {
      deps.log.warn({ userId }, 'new-device notice not sent: cap reached');
      return;
    }
    const user = await findUserById(deps.db, userId);
    if (!user) return;
    await deps.mailer.send({
      to: user.email,
      ...newDeviceEmail({ name: user.name, locale: user.locale, browser, os, when }),
    });
  });
}

/** After a password change or reset. */
export function notifyPasswordChanged(deps: NoticeDeps, userId: string) {
  mailUser(deps, userId, 'password-changed-notice', passwordChangedEmail);
}

/**
 * For the two-factor module: call it once two-factor sign-in has been turned off
 * (after the change has committed).
 */
export function notifyTwoFactorOff(deps: NoticeDeps, userId: string) {
  mailUser(deps, userId, 'two-factor-off-notice', twoFactorOffEmail);
}

/** Every credential change is mailed, so a stolen session cannot add one unseen (decision 0035). */
export function notifyTwoFactorOn(deps: NoticeDeps, userId: string) {
  mailUser(deps, userId, 'two-factor-on-notice', twoFactorOnEmail);
}

export function notifyRecoveryCodesReplaced(deps: NoticeDeps, userId: string) {
  mailUser(deps, userId, 'recovery-codes-notice', recoveryCodesReplacedEmail);
}

export function notifyPasskeyAdded(deps: NoticeDeps, userId: string, passkeyName: string) {
  mailUser(deps, userId, 'passkey-added-notice', (user) =>
    passkeyAddedEmail({ name: user.name, locale: user.locale, passkeyName }),
  );
}

/** A new personal access token: a lasting way in, mailed like a passkey (decision 0057). */
export function notifyAccessTokenCreated(
  deps: NoticeDeps,
  userId: string,
  token: { name: string; scope: 'read' | 'read-write' },
) {
  mailUser(deps, userId, 'access-token-notice', (user) =>
    accessTokenCreatedEmail({
      name: user.name,
      locale: user.locale,
      tokenName: token.name,
      scope: token.scope,
    }),
  );
}

export function notifyWebhookCreated(deps: NoticeDeps, userId: string, url: string) {
  mailUser(deps, userId, 'webhook-notice', (user) =>
    webhookCreatedEmail({ name: user.name, locale: user.locale, url }),
  );
}

/** To the current address when a move is asked for: its owner hears of it before any link is opened. */
export function notifyEmailChangeRequested(
  deps: NoticeDeps,
  user: MailedUser,
  newEmail: string,
  supportEmail: string,
) {
  deps.background.run('email-change-requested-notice', async () => {
    await deps.mailer.send({
      to: user.email,
      replyTo: supportEmail,
      ...emailChangeRequestedEmail({ name: user.name, locale: user.locale, newEmail }),
    });
  });
}

/** To the address the account had, once it has moved to `newEmail`; replies reach support. */
export function notifyEmailChanged(
  deps: NoticeDeps,
  old: MailedUser,
  newEmail: string,
  supportEmail: string,
) {
  deps.background.run('email-changed-notice', async () => {
    await deps.mailer.send({
      to: old.email,
      replyTo: supportEmail,
      ...emailChangedEmail({ name: old.name, locale: old.locale, newEmail }),
    });
  });
}
