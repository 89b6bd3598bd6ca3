import type { ScenarioContext } from './scenarios.ts';

async function getJson<T>(
  url: string,
  token?: string,
): Promise<{ body: T; cookie: string | null }> {
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}: ${await res.text()}`);
  return { body: (await res.json()) as T, cookie: res.headers.get('set-cookie') };
}

interface ListedTransaction {
  _id: string;
  type: string;
  splits?: unknown[];
  [key: string]: unknown;
}

/** A CSRF token and the current month's expenses of the 100k user, to move between categories. */
export async function fetchContext(
  url: string,
  tokens: string[],
  shared: { ledgerId: string; memberTokens: string[]; webhookToken: string },
): Promise<ScenarioContext> {
  const token = tokens[0];
  if (!token) throw new Error('no session to measure with');
  const now = new Date();
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
  const { body: csrf } = await getJson<{ csrfToken: string }>(`${url}/api/csrf-token`);
  await getJson(`${url}/api/auth/user`, token);
  const { body: list } = await getJson<{ transactions: ListedTransaction[] }>(
    `${url}/api/transactions?limit=250&startDate=${encodeURIComponent(start)}`,
    token,
  );
  const moveTargets = list.transactions
    // A split row's categories are its parts': a move of its one category is another write.
    .filter((t) => t.type === 'expense' && (t.splits ?? []).length === 0)
    .slice(0, 200)
    .map((t) => ({ id: t._id, body: t }));
  if (moveTargets.length === 0) throw new Error('the 100k user has no expense this month to move');
  const { body: held } = await getJson<{ accounts: { _id: string; name: string }[] }>(
    `${url}/api/accounts`,
    token,
  );
  const [from, to] = held.accounts;
  if (!from || !to) throw new Error('the 100k user has fewer than two accounts');
  return {
    tokens,
    csrfToken: csrf.csrfToken,
    moveTargets,
    now,
    transferAccounts: [from._id, to._id],
    ledgerId: shared.ledgerId,
    memberTokens: shared.memberTokens,
    webhookToken: shared.webhookToken,
  };
}
