import type { TestApp } from './app.ts';

type Signed = { headers: Record<string, string> };

/**
 * The account export and restore as a signed-in user calls them, on the app `app()` answers
 * when called (a file's app is made in its beforeAll).
 */
export function accountFiles(app: () => TestApp) {
  return {
    /** GET the export (`/api/account/export`, or `.csv`, or with a ledger's query). */
    exportOf: (user: Signed, path = '/api/account/export') =>
      app().app.inject({ method: 'GET', url: path, headers: user.headers }),
    /** POST a file to the restore: an object is sent as its JSON, text as it is. */
    restore: (user: Signed, file: unknown) =>
      app().app.inject({
        method: 'POST',
        url: '/api/account/restore',
        headers: { ...user.headers, 'content-type': 'application/json' },
        payload: typeof file === 'string' ? file : JSON.stringify(file),
      }),
  };
}
