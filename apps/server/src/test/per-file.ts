import { afterAll, beforeAll } from 'vitest';
import { apiClient, type ApiClient } from './api-client.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from './app.ts';
import { startOidcProvider, type TestOidcProvider } from './oidc-provider.ts';
import { providerFlow } from './provider-flow.ts';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture.ts';

// These register beforeAll/afterAll in the calling test file and hand back objects that
// beforeAll fills in, so a file can keep them in module-level constants as it did its `let`s.

/** One app on its own database and one signed-in user's API client for the whole test file. */
export function signedInApiPerFile(): ApiClient {
  return signedInUserPerFile().api;
}

/**
 * One app on its own database, one signed-in user and that user's API client for the
 * whole test file; `t` stays at hand for more users and direct reads of the database.
 */
export function signedInUserPerFile(): { t: TestApp; user: TestUser; api: ApiClient } {
  const t = {} as TestApp;
  const user = {} as TestUser;
  const api = {} as ApiClient;
  beforeAll(async () => {
    Object.assign(t, await createTestApp());
    Object.assign(user, await createTestUser(t));
    Object.assign(api, apiClient(t.app, user));
  });
  afterAll(() => t.close());
  return { t, user, api };
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

/** Where the test OpenID provider sends the browser back: the app's own callback. */
export const PROVIDER_APP_URL = 'http://localhost:5173';

/**
 * A test OpenID provider and one app that signs in with it, for the whole test file;
 * with `mail`, the app's mail goes to a capturing SMTP server (`smtp`, unset otherwise).
 */
export function appWithProviderPerFile(options: { mail?: boolean } = {}): {
  t: TestApp;
  provider: TestOidcProvider;
  flow: ReturnType<typeof providerFlow>;
  smtp: SmtpCapture;
} {
  const t = {} as TestApp;
  const provider = {} as TestOidcProvider;
  const smtp = {} as SmtpCapture;
  beforeAll(async () => {
    Object.assign(
      provider,
      await startOidcProvider(`${PROVIDER_APP_URL}/api/auth/google/callback`),
    );
    if (options.mail) Object.assign(smtp, await startSmtpCapture());
    Object.assign(
      t,
      await createTestApp({
        APP_URL: PROVIDER_APP_URL,
        ...(options.mail ? { SMTP_URL: smtp.url } : {}),
        OIDC_ISSUER: provider.issuer,
        GOOGLE_CLIENT_ID: provider.clientId,
        GOOGLE_CLIENT_SECRET: provider.clientSecret,
      }),
    );
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
    if (options.mail) await smtp.close();
  });
  // The flow reads the app and the provider only when a test drives it, after beforeAll.
  return { t, provider, flow: providerFlow(t, provider), smtp };
}
