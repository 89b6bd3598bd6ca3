import type { ContactBody } from '@elevate/shared/schemas/support';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Mailer } from '../../mail/mailer.ts';
import {
  backoffMs,
  insertClaimed,
  markDelivered,
  scheduleRetry,
  type OutboxMessage,
} from './outbox.ts';

export const CONTACT_THANK_YOU =
  "Thank you for contacting us! We'll get back to you within 24 hours.";

export interface ContactMessage extends ContactBody {
  userId: string | null;
  ip: string;
}

export interface ContactDeps {
  db: Db;
  mailer: Mailer;
  supportEmail: string;
  log: FastifyBaseLogger;
  /** The first retry's delay; each further one doubles it, up to an hour. */
  retryBaseMs: number;
}

// Line breaks in a header would let a sender add headers of their own.
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

type MailedFields = Pick<OutboxMessage, 'email' | 'subject' | 'message' | 'userId'>;

/** Plain text only: the sender's words are never interpreted as markup. */
export function contactMailText(message: MailedFields): string {
  return [
    'New support request from the Elevate contact form.',
    '',
    `From: ${oneLine(message.email)}`,
    `Account: ${message.userId ?? 'not signed in'}`,
    `Subject: ${oneLine(message.subject)}`,
    '',
    message.message,
  ].join('\n');
}

/**
 * Mails one claimed message to support with a reply-to of the sender, then marks it
 * delivered or schedules its next attempt. Answers whether it was delivered.
 */
export async function deliverContactMessage(
  deps: ContactDeps,
  message: OutboxMessage,
): Promise<boolean> {
  try {
    await deps.mailer.send({
      to: deps.supportEmail,
      replyTo: oneLine(message.email),
      subject: `[Elevate Support] ${oneLine(message.subject)}`,
      text: contactMailText(message),
    });
  } catch (err) {
    const retryInMs = backoffMs(deps.retryBaseMs, message.attempts);
    await scheduleRetry(deps.db, message.id, retryInMs);
    deps.log.warn(
      { err, contactMessageId: message.id, attempts: message.attempts, retryInMs },
      'support message not mailed yet: will retry',
    );
    return false;
  }
  await markDelivered(deps.db, message.id);
  return true;
}

/**
 * Stores the message in the outbox, then tries its mail at once. The stored row is
 * the record: a mail server outage only delays the mail, which the outbox worker
 * retries, so the user's thanks stays true.
 */
export async function submitContactMessage(
  deps: ContactDeps,
  message: ContactMessage,
): Promise<void> {
  const stored = await insertClaimed(deps.db, {
    userId: message.userId,
    email: message.email,
    subject: message.subject,
    message: message.message,
    ip: message.ip,
  });
  await deliverContactMessage(deps, stored);
}
