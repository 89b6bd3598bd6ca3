import { escapeHtml } from './html.ts';
import { mailLanguage, type MailKey, type MailLanguage } from './mail-language.ts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** The recipient's language (users.locale); absent or null writes English. */
export interface MailLocale {
  locale?: string | null | undefined;
}

interface LinkMail extends MailLocale {
  name: string;
  link: string;
}

/** The HTML of a mail with one button; notice-templates.ts builds its link mails with it too. */
export function layout(
  lang: MailLanguage,
  heading: string,
  paragraphs: string[],
  link: string,
  button: string,
): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const href = escapeHtml(link);
  return `<!doctype html>
<html lang="${lang.locale}"><body style="font-family: Roboto, Arial, sans-serif; color: #1f2a24;">
<h1 style="font-size: 20px;">${escapeHtml(heading)}</h1>
${body}
<p><a href="${href}" style="background: #6b8f71; color: #fff; padding: 10px 16px; text-decoration: none; border-radius: 4px;">${escapeHtml(button)}</a></p>
<p>${escapeHtml(lang.t('mail.buttonFallback'))}<br>${href}</p>
<p>${escapeHtml(lang.t('mail.signature'))}</p>
</body></html>`;
}

interface LinkMailKeys {
  subject: MailKey;
  heading: MailKey;
  intro: MailKey;
  /** The text version's line with the link. */
  linkLine: MailKey;
  expiry: MailKey;
  button: MailKey;
}

/** Greeting, why the mail came, the link (a button in HTML), and how long it works. */
function linkMail({ name, link, locale }: LinkMail, keys: LinkMailKeys): MailContent {
  const lang = mailLanguage(locale);
  const { t } = lang;
  const greeting = t('mail.greeting', { name });
  const intro = t(keys.intro);
  const expiry = t(keys.expiry);
  return {
    subject: t(keys.subject),
    text: `${greeting}\n\n${intro}\n\n${t(keys.linkLine, { link })}\n\n${expiry}\n`,
    html: layout(lang, t(keys.heading), [greeting, intro, expiry], link, t(keys.button)),
  };
}

export function verificationEmail(args: LinkMail): MailContent {
  return linkMail(args, {
    subject: 'verification.subject',
    heading: 'verification.heading',
    intro: 'verification.intro',
    linkLine: 'verification.linkLine',
    expiry: 'verification.expiry',
    button: 'verification.button',
  });
}

export function passwordResetEmail(args: LinkMail): MailContent {
  return linkMail(args, {
    subject: 'passwordReset.subject',
    heading: 'passwordReset.heading',
    intro: 'passwordReset.intro',
    linkLine: 'passwordReset.linkLine',
    expiry: 'passwordReset.expiry',
    button: 'passwordReset.button',
  });
}

/** To the new address of an e-mail change, in the language of the account that asked. */
export function confirmEmailChangeEmail(args: LinkMail): MailContent {
  return linkMail(args, {
    subject: 'confirmEmailChange.subject',
    heading: 'confirmEmailChange.heading',
    intro: 'confirmEmailChange.intro',
    linkLine: 'confirmEmailChange.linkLine',
    expiry: 'confirmEmailChange.expiry',
    button: 'confirmEmailChange.button',
  });
}
