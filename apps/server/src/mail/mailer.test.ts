import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '../test/smtp-capture.ts';
import { createMailer } from './mailer.ts';
import { passwordResetEmail, verificationEmail } from './templates.ts';

let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(() => smtp.close());

describe('mailer', () => {
  it('writes each message with its link to the log when no SMTP_URL is set', async () => {
    const lines: unknown[][] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'x@y.z',
      log: { info: (...args: unknown[]) => void lines.push(args) },
    });
    const content = verificationEmail({
      name: 'Ada',
      link: 'http://localhost:3000/verify-email?token=abc',
    });
    await mailer.send({ to: 'ada@example.com', ...content });
    expect(lines).toHaveLength(1);
    const [fields, message] = lines[0]!;
    expect(message).toBe('mail not sent (no SMTP_URL): Verify your Elevate email address');
    expect(fields).toMatchObject({ mail: { to: 'ada@example.com', subject: content.subject } });
    expect(JSON.stringify(fields)).toContain('http://localhost:3000/verify-email?token=abc');
  });

  it('sends text and HTML through SMTP from MAIL_FROM, with a reply-to when given', async () => {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Elevate <no-reply@elevate.test>',
      log: { info: () => {} },
    });
    await mailer.send({
      to: 'bob@example.com',
      subject: 'Hello',
      text: 'Plain body',
      html: '<p>Rich body</p>',
      replyTo: 'r@x.y',
    });
    mailer.close();
    const mail = await smtp.waitFor((m) => m.to.includes('bob@example.com'));
    expect(mail.subject).toBe('Hello');
    expect(mail.from).toBe('Elevate <no-reply@elevate.test>');
    expect(mail.replyTo).toBe('r@x.y');
    expect(mail.text.trim()).toBe('Plain body');
    expect(mail.html).toContain('<p>Rich body</p>');
  });
});

describe('mail templates', () => {
  it('escapes interpolated values in the HTML but keeps the text as typed', () => {
    const mail = passwordResetEmail({
      name: '<script>alert("x")</script>',
      link: 'http://a.b/reset-password?token=t&x=1',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.html).toContain('href="http://a.b/reset-password?token=t&amp;x=1"');
    expect(mail.text).toContain('Hello <script>alert("x")</script>,');
    expect(mail.text).toContain('http://a.b/reset-password?token=t&x=1');
    expect(mail.subject).toBe('Reset your Elevate password');
  });
});
