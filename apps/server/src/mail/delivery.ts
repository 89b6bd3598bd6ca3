import type { z } from 'zod';
import { isLoopbackUrl } from '../lib/loopback.ts';

interface MailSettings {
  APP_URL: string;
  SMTP_URL?: string | undefined;
  MAIL_LOG: boolean;
}

/**
 * Without SMTP_URL the mailer writes each message, sign-in links included, to the log.
 * That is the local newcomer's case (a loopback APP_URL); anywhere else it would put
 * reset and verification links in a log collector, so start-up refuses unless the
 * operator opts in with MAIL_LOG=true (decision 0017).
 */
export function requireSmtpOffLoopback(config: MailSettings, ctx: z.RefinementCtx): void {
  if (config.SMTP_URL || config.MAIL_LOG || isLoopbackUrl(config.APP_URL)) return;
  ctx.addIssue({
    code: 'custom',
    path: ['SMTP_URL'],
    message:
      `is required when APP_URL (${config.APP_URL}) is not a loopback address, ` +
      'e.g. SMTP_URL=smtp://user:password@mail.example.com:587; ' +
      'or set MAIL_LOG=true to write mails, with their sign-in links, to the log',
  });
}
