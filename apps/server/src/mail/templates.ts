import { escapeHtml } from './html.ts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

interface LinkMail {
  name: string;
  link: string;
}

/** The HTML of a mail with one button; notice-templates.ts builds its link mails with it too. */
export function layout(
  heading: string,
  paragraphs: string[],
  link: string,
  button: string,
): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const href = escapeHtml(link);
  return `<!doctype html>
<html><body style="font-family: Roboto, Arial, sans-serif; color: #1f2a24;">
<h1 style="font-size: 20px;">${escapeHtml(heading)}</h1>
${body}
<p><a href="${href}" style="background: #6b8f71; color: #fff; padding: 10px 16px; text-decoration: none; border-radius: 4px;">${escapeHtml(button)}</a></p>
<p>If the button does not work, paste this address into your browser:<br>${href}</p>
<p>Elevate: Elevate your financial journey.</p>
</body></html>`;
}

export function verificationEmail({ name, link }: LinkMail): MailContent {
  const greeting = `Hello ${name},`;
  const intro = 'Thanks for signing up for Elevate. Please confirm your email address.';
  const expiry = 'This link is valid for 24 hours.';
  return {
    subject: 'Verify your Elevate email address',
    text: `${greeting}\n\n${intro}\n\nOpen this link to verify: ${link}\n\n${expiry}\n`,
    html: layout('Verify your email address', [greeting, intro, expiry], link, 'Verify Email'),
  };
}

export function passwordResetEmail({ name, link }: LinkMail): MailContent {
  const greeting = `Hello ${name},`;
  const intro = 'Someone asked to reset the password of your Elevate account.';
  const expiry = 'This link is valid for 1 hour. If you did not ask for it, ignore this email.';
  return {
    subject: 'Reset your Elevate password',
    text: `${greeting}\n\n${intro}\n\nOpen this link to choose a new password: ${link}\n\n${expiry}\n`,
    html: layout('Reset your password', [greeting, intro, expiry], link, 'Reset Password'),
  };
}
