import type { ContactBody } from '@elevate/shared/schemas/support';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';
import type { Mailer } from '../../mail/mailer.ts';

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
}

// Line breaks in a header would let a sender add headers of their own.
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

/** Plain text only: the sender's words are never interpreted as markup. */
export function contactMailText(message: ContactMessage): string {
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
 * Stores the message, then mails it to support with a reply-to of the sender.
 * The stored row is the record: a mail server outage is logged, not shown, so
 * support can still answer from the database.
 */
export async function submitContactMessage(
  deps: ContactDeps,
  message: ContactMessage,
): Promise<void> {
  await deps.db.insert(contactMessages).values({
    userId: message.userId,
    email: message.email,
    subject: message.subject,
    message: message.message,
    ip: message.ip,
  });
  try {
    await deps.mailer.send({
      to: deps.supportEmail,
      replyTo: oneLine(message.email),
      subject: `[Elevate Support] ${oneLine(message.subject)}`,
      text: contactMailText(message),
    });
  } catch (err) {
    deps.log.error({ err }, 'contact message stored but not mailed');
  }
}
