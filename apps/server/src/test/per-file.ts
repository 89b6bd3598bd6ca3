import { afterAll, beforeAll } from 'vitest';
import { apiClient, type ApiClient } from './api-client.ts';
import { createTestApp, createTestUser, type TestApp } from './app.ts';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture.ts';

// These register beforeAll/afterAll in the calling test file and hand back objects that
// beforeAll fills in, so a file can keep them in module-level constants as it did its `let`s.

/** One app on its own database and one signed-in user's API client for the whole test file. */
export function signedInApiPerFile(): ApiClient {
  const api = {} as ApiClient;
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp());
    Object.assign(api, apiClient(t.app, await createTestUser(t)));
  });
  afterAll(() => t.close());
  return api;
}

/** One app whose mail goes to a capturing SMTP server, for the whole test file. */
export function appWithMailPerFile(env: Record<string, string> = {}): {
  t: TestApp;
  smtp: SmtpCapture;
} {
  const t = {} as TestApp;
  const smtp = {} as SmtpCapture;
  beforeAll(async () => {
    Object.assign(smtp, await startSmtpCapture());
    Object.assign(t, await createTestApp({ SMTP_URL: smtp.url, ...env }));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  return { t, smtp };
}
