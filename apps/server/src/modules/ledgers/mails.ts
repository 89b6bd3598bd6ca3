import { mailLanguage } from '../../mail/mail-language.ts';
import { layout, type MailContent, type MailLocale } from '../../mail/templates.ts';

// Subjects carry no name a user typed: the names are in the body, HTML-escaped.

/** To the invited address: who invites, to which ledger, and the link that joins it. */
export function invitationEmail(
  args: MailLocale & {
    /** Null when the inviter's account is gone by the time the mail is written. */
    inviterName: string | null;
    ledgerName: string;
    role: 'editor' | 'viewer';
    link: string;
    days: number;
  },
): MailContent {
  const lang = mailLanguage(args.locale);
  const { t } = lang;
  const greeting = t('mail.greetingNoName');
  const intro = t('invitation.intro', {
    inviterName: args.inviterName ?? t('invitation.someone'),
    ledgerName: args.ledgerName,
    role: args.role,
  });
  const how = t('invitation.how');
  const expiry = t('invitation.expiry', { days: args.days });
  return {
    subject: t('invitation.subject'),
    text: `${greeting}\n\n${intro}\n\n${how}\n\n${t('invitation.linkLine', { link: args.link })}\n\n${expiry}\n`,
    html: layout(
      lang,
      t('invitation.heading'),
      [greeting, intro, how, expiry],
      args.link,
      t('invitation.button'),
    ),
  };
}

/** To the member who has just been made the owner of a ledger. */
export function ownershipEmail(
  args: MailLocale & {
    name: string;
    /** Null when the previous owner's account is gone by the time the mail is written. */
    previousOwner: string | null;
    ledgerName: string;
    link: string;
  },
): MailContent {
  const lang = mailLanguage(args.locale);
  const { t } = lang;
  const greeting = t('mail.greeting', { name: args.name });
  const intro = t('ownership.intro', {
    previousOwner: args.previousOwner ?? t('ownership.previousOwner'),
    ledgerName: args.ledgerName,
  });
  return {
    subject: t('ownership.subject'),
    text: `${greeting}\n\n${intro}\n\n${t('mail.openElevateLine', { link: args.link })}\n`,
    html: layout(lang, t('ownership.heading'), [greeting, intro], args.link, t('mail.openElevate')),
  };
}
