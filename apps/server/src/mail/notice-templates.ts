import { escapeHtml } from './html.ts';
import { mailLanguage, type MailKey, type MailLanguage, type MailValues } from './mail-language.ts';
import type { MailContent, MailLocale } from './templates.ts';

/** A mail without a button: a security notice says what happened and what to do if it was not you. */
function notice(
  lang: MailLanguage,
  subject: string,
  heading: string,
  paragraphs: string[],
): MailContent {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  return {
    subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: `<!doctype html>
<html lang="${lang.locale}"><body style="font-family: Roboto, Arial, sans-serif; color: #1f2a24;">
<h1 style="font-size: 20px;">${escapeHtml(heading)}</h1>
${body}
<p>${escapeHtml(lang.t('mail.signature'))}</p>
</body></html>`,
  };
}

interface NoticeKeys {
  subject: MailKey;
  heading: MailKey;
  /** What happened, with `values`. */
  body: MailKey;
  /** What to do about it; by default, what to do if it was not you. */
  closing?: MailKey[];
}

/** Greeting, what happened, then what to do: the shape of every notice. */
function greetedNotice(
  args: MailLocale & { name: string },
  keys: NoticeKeys,
  values?: MailValues,
): MailContent {
  const lang = mailLanguage(args.locale);
  const { t } = lang;
  const closing: MailKey[] = keys.closing ?? ['notice.notYou'];
  return notice(lang, t(keys.subject), t(keys.heading), [
    t('mail.greeting', { name: args.name }),
    t(keys.body, values),
    ...closing.map((key) => t(key)),
  ]);
}

type Named = MailLocale & { name: string };

export function newDeviceEmail(
  args: Named & { browser: string; os: string; when: Date },
): MailContent {
  const lang = mailLanguage(args.locale);
  const device = lang.t('newDevice.device', { browser: args.browser, os: args.os });
  return greetedNotice(
    args,
    {
      subject: 'newDevice.subject',
      heading: 'newDevice.heading',
      body: 'newDevice.body',
      closing: ['newDevice.ifYou', 'notice.notYou'],
    },
    { device, when: lang.instant(args.when) },
  );
}

export function passwordChangedEmail(args: Named): MailContent {
  return greetedNotice(args, {
    subject: 'passwordChanged.subject',
    heading: 'passwordChanged.heading',
    body: 'passwordChanged.body',
  });
}

export function twoFactorOffEmail(args: Named): MailContent {
  return greetedNotice(args, {
    subject: 'twoFactorOff.subject',
    heading: 'twoFactorOff.heading',
    body: 'twoFactorOff.body',
  });
}

export function passkeyAddedEmail(args: Named & { passkeyName: string }): MailContent {
  return greetedNotice(
    args,
    {
      subject: 'passkeyAdded.subject',
      heading: 'passkeyAdded.heading',
      body: 'passkeyAdded.body',
      closing: ['passkeyAdded.notYou'],
    },
    { passkeyName: args.passkeyName },
  );
}

export function accessTokenCreatedEmail(
  args: Named & { tokenName: string; scope: 'read' | 'read-write' },
): MailContent {
  return greetedNotice(
    args,
    {
      subject: 'accessToken.subject',
      heading: 'accessToken.heading',
      body: 'accessToken.body',
      closing: ['accessToken.notYou'],
    },
    { tokenName: args.tokenName, scope: args.scope },
  );
}

export function webhookCreatedEmail(args: Named & { url: string }): MailContent {
  return greetedNotice(
    args,
    {
      subject: 'webhook.subject',
      heading: 'webhook.heading',
      body: 'webhook.body',
      closing: ['webhook.notYou'],
    },
    { url: args.url },
  );
}

export function twoFactorOnEmail(args: Named): MailContent {
  return greetedNotice(args, {
    subject: 'twoFactorOn.subject',
    heading: 'twoFactorOn.heading',
    body: 'twoFactorOn.body',
  });
}

export function recoveryCodesReplacedEmail(args: Named): MailContent {
  return greetedNotice(args, {
    subject: 'recoveryCodes.subject',
    heading: 'recoveryCodes.heading',
    body: 'recoveryCodes.body',
  });
}

export function emailChangeRequestedEmail(args: Named & { newEmail: string }): MailContent {
  return greetedNotice(
    args,
    {
      subject: 'emailChangeRequested.subject',
      heading: 'emailChangeRequested.heading',
      body: 'emailChangeRequested.body',
    },
    { newEmail: args.newEmail },
  );
}

export function emailChangedEmail(args: Named & { newEmail: string }): MailContent {
  return greetedNotice(
    args,
    {
      subject: 'emailChanged.subject',
      heading: 'emailChanged.heading',
      body: 'emailChanged.body',
      closing: ['emailChanged.notYou'],
    },
    { newEmail: args.newEmail },
  );
}

export function accountDeletedEmail(args: Named): MailContent {
  return greetedNotice(args, {
    subject: 'accountDeleted.subject',
    heading: 'accountDeleted.heading',
    body: 'accountDeleted.body',
    closing: ['accountDeleted.newAccount'],
  });
}
