import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema.ts';
import { createTestApp, createTestUser, type TestApp } from '../../test/app.ts';
import { freshAddress } from '../../test/auth.ts';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture.ts';
import { CONTACT_LIMIT } from './routes.ts';

let t: TestApp;
let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: smtp.url, SUPPORT_EMAIL: 'help@elevate.test' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let sequence = 0;
const valid = () => {
  sequence += 1;
  return {
    email: `sender${sequence}@example.com`,
    subject: `Question ${sequence}`,
    message: 'How do I export my budget?',
  };
};

// No CSRF cookie or header: docs/product/api-support.md says the contact call goes without one.
const contact = (
  payload: object,
  headers: Record<string, string> = {},
  remoteAddress = freshAddress(),
) => t.app.inject({ method: 'POST', url: '/api/support/contact', payload, headers, remoteAddress });

const storedFor = (email: string) =>
  t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));

describe('POST /api/support/contact', () => {
  it('answers success without a CSRF token, stores the message and mails support with a reply-to of the sender', async () => {
    const body = valid();
    const res = await contact(body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: "Thank you for contacting us! We'll get back to you within 24 hours.",
    });
    const [row] = await storedFor(body.email);
    expect(row).toMatchObject({ subject: body.subject, message: body.message, userId: null });
    const mail = await smtp.waitFor((m) => m.subject.includes(body.subject));
    expect(mail.to).toEqual(['help@elevate.test']);
    expect(mail.replyTo).toBe(body.email);
    expect(mail.text).toContain(body.message);
    expect(mail.html).toBe('');
  });

  it('links the message to the account when a valid bearer token comes with it', async () => {
    const user = await createTestUser(t);
    const body = valid();
    const res = await contact(body, { authorization: `Bearer ${user.token}` });
    expect(res.statusCode).toBe(200);
    const [row] = await storedFor(body.email);
    expect(row?.userId).toBe(user.id);
  });

  it('ignores an invalid bearer token instead of refusing the message', async () => {
    const body = valid();
    const res = await contact(body, { authorization: 'Bearer not-a-session' });
    expect(res.statusCode).toBe(200);
    expect((await storedFor(body.email))[0]?.userId).toBeNull();
  });

  it('mails markup and header tricks as inert plain text', async () => {
    const body = {
      email: 'tricky@example.com',
      subject: 'Hello\r\nBcc: victim@example.com',
      message: '<script>alert(1)</script> <b>bold</b>',
    };
    expect((await contact(body)).statusCode).toBe(200);
    const mail = await smtp.waitFor((m) => m.text.includes('tricky@example.com'));
    expect(mail.to).toEqual(['help@elevate.test']);
    expect(mail.subject).toBe('[Elevate Support] Hello Bcc: victim@example.com');
    expect(mail.text).toContain('<script>alert(1)</script> <b>bold</b>');
    expect(mail.html).toBe('');
  });

  it('answers 400 with one entry per bad field and stores nothing', async () => {
    const res = await contact({ email: 'not-an-email', subject: 'Hey', message: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [
        { param: 'email', msg: 'Please provide a valid email address' },
        { param: 'subject', msg: 'Subject must be at least 5 characters long' },
        { param: 'message', msg: 'Message must be at least 10 characters long' },
      ],
    });
    expect(await storedFor('not-an-email')).toEqual([]);
  });

  it('names missing fields as required', async () => {
    const res = await contact({});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { param: string }) => e.param)).toEqual([
      'email',
      'subject',
      'message',
    ]);
  });

  it('answers 429 with its documented text once an address has used up its attempts', async () => {
    const ip = freshAddress();
    for (let i = 0; i < CONTACT_LIMIT.max; i += 1) {
      expect((await contact(valid(), {}, ip)).statusCode).toBe(200);
    }
    const body = valid();
    const res = await contact(body, {}, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ msg: 'Too many contact attempts. Please try again later.' });
    expect(await storedFor(body.email)).toEqual([]);
    expect((await contact(valid())).statusCode).toBe(200);
  });
});

describe('GET /api/support/config', () => {
  it('answers the configured support address', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/support/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: 'help@elevate.test' });
  });
});
