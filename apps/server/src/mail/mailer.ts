import type { Transporter } from 'nodemailer';
import { loadOnce } from '../lib/load-once.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra headers (a digest's List-Unsubscribe). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  log: { info(fields: object, message: string): void };
}

/**
 * SMTP when SMTP_URL is set; otherwise each message (with its links) goes to the
 * log, so a newcomer without a mail server can still verify and reset.
 */
export function createMailer({ smtpUrl, from, log }: MailerOptions): Mailer {
  if (!smtpUrl) {
    return {
      send: async ({ to, subject, text, replyTo }) => {
        log.info(
          { mail: { to, subject, replyTo, text } },
          `mail not sent (no SMTP_URL): ${subject}`,
        );
      },
      close: () => {},
    };
  }
  // nodemailer is loaded and the transport made by the first message.
  let transport: Transporter | undefined;
  const ready = loadOnce(async () => {
    const { default: nodemailer } = await import('nodemailer');
    transport = nodemailer.createTransport(smtpUrl);
    return transport;
  });
  return {
    send: async (message) => {
      await (await ready()).sendMail({ from, ...message });
    },
    close: () => transport?.close(),
  };
}
