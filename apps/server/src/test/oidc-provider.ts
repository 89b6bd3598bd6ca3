import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

export interface TestAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Accounts by subject: the login typed at the provider's development sign-in form. */
  accounts: Map<string, TestAccount>;
  /**
   * Plays the user at the provider: opens the authorization URL, signs in as `login`,
   * consents, and returns the URL the provider sends the browser back to.
   */
  signIn(authorizationUrl: string, subject: string): Promise<URL>;
  close(): Promise<void>;
}

/** A real OpenID Connect provider (the `oidc-provider` package) on a loopback port. */
export async function startOidcProvider(redirectUri: string): Promise<TestOidcProvider> {
  const accounts = new Map<string, TestAccount>();
  const clientId = 'elevate-test';
  const clientSecret = 'elevate-test-secret-0123456789abcdef';
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // The in-memory adapter and the development sign-in form are exactly what a test wants;
  // their start-up warnings say so at every run, so they are held back while it lasts.
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).startsWith('oidc-provider WARNING: a quick start development-only'))
      warn(...args);
  };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig' }] },
    cookies: { keys: ['elevate-test-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      return account ? { accountId: id, claims: () => ({ ...account, sub: id }) } : undefined;
    },
  });
  const handle = provider.callback();
  server.on('request', (req, res) => void handle(req, res));

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    signIn: (url, login) => driveInteractions(url, login, redirectUri),
    close: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          console.warn = warn;
          resolve();
        }),
      ),
  };
}

/** Follows the provider's redirects with a cookie jar, answering its login and consent forms. */
async function driveInteractions(
  authorizationUrl: string,
  login: string,
  redirectUri: string,
): Promise<URL> {
  const jar = new Map<string, string>();
  const request = async (url: URL, body?: URLSearchParams) => {
    const res = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      body,
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const [name, value] = [pair.slice(0, eq), pair.slice(eq + 1)];
      if (value && !/expires=Thu, 01 Jan 1970/i.test(line)) jar.set(name, value);
      else jar.delete(name);
    }
    return res;
  };

  let url = new URL(authorizationUrl);
  for (let step = 0; step < 10; step += 1) {
    let res = await request(url);
    if (res.status === 200) {
      // An interaction page: the dev form names its prompt (login or consent).
      const prompt = /name="prompt" value="(\w+)"/.exec(await res.text())?.[1];
      if (!prompt) throw new Error(`unexpected provider page at ${url.href}`);
      const form = new URLSearchParams({ prompt, login, password: 'any' });
      res = await request(url, form);
    }
    const location = res.headers.get('location');
    if (!location)
      throw new Error(`provider answered ${res.status} without a redirect at ${url.href}`);
    url = new URL(location, url);
    if (url.href.startsWith(redirectUri)) return url;
  }
  throw new Error('provider sign-in did not finish');
}
