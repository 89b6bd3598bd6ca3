// The local storage keys of docs/product/web-client.md; besides them the browser keeps only the
// offline copy of the query cache (lib/query-persister.ts, IndexedDB).
export const storageKeys = {
  token: 'token',
  drawerCollapsed: 'drawerCollapsed',
  darkMode: 'darkMode',
  /** The ledger this device works in; absent means the personal ledger (decision 0049). */
  selectedLedger: 'selectedLedger',
  /** The account the add-transaction form last used, per ledger: `{ [ledger id or 'personal']: account id }`. */
  lastAccount: 'lastAccount',
  /**
   * The user whose query cache this device keeps for offline reading (IndexedDB, keyed by
   * this id): set once GET /api/auth/user answered for the stored token, gone with the token.
   */
  cacheOwner: 'cacheOwner',
  /** The language chosen in Settings ('de'); absent means the browser's (lib/i18n/locales.ts). */
  language: 'language',
} as const;

// Storage can throw (private mode, disabled cookies); the app must keep working without it.
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Not persisted; the in-memory state still applies for this visit.
  }
}

export function getToken(): string | null {
  return read(storageKeys.token) || null;
}

export function setToken(token: string): void {
  write(storageKeys.token, token);
}

export function removeToken(): void {
  write(storageKeys.token, null);
  // The ledger chosen belongs to the person signing out: the next one starts in their own.
  write(storageKeys.selectedLedger, null);
  write(storageKeys.lastAccount, null);
  // The cache belongs to the session's user: whoever signs in next is not known yet.
  write(storageKeys.cacheOwner, null);
}

/** The signed-in user whose cache may be restored; null while a token is not tied to one. */
export function getCacheOwner(): string | null {
  return getToken() ? read(storageKeys.cacheOwner) || null : null;
}

export function setCacheOwner(userId: string | null): void {
  write(storageKeys.cacheOwner, userId);
}

function readBoolean(key: string): boolean | null {
  const value = read(key);
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

export function getDrawerCollapsed(): boolean {
  return readBoolean(storageKeys.drawerCollapsed) ?? false;
}

export function setDrawerCollapsed(collapsed: boolean): void {
  write(storageKeys.drawerCollapsed, String(collapsed));
}

/** null when the user never chose: the system preference decides. */
export function getStoredDarkMode(): boolean | null {
  return readBoolean(storageKeys.darkMode);
}

export function setStoredDarkMode(dark: boolean): void {
  write(storageKeys.darkMode, String(dark));
}

export function getStoredLedgerId(): string | null {
  return read(storageKeys.selectedLedger) || null;
}

export function setStoredLedgerId(id: string | null): void {
  write(storageKeys.selectedLedger, id);
}

// The personal ledger is the one without an id on this device (null, decision 0049).
const ledgerSlot = (ledgerId: string | null) => ledgerId ?? 'personal';

function readLastAccounts(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(read(storageKeys.lastAccount) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    // Not JSON (written by hand): start again.
    return {};
  }
}

/** The account the ledger's last new transaction went to on this device, or null. */
export function getLastAccountId(ledgerId: string | null): string | null {
  const id = readLastAccounts()[ledgerSlot(ledgerId)];
  return typeof id === 'string' ? id : null;
}

export function setLastAccountId(ledgerId: string | null, accountId: string): void {
  write(
    storageKeys.lastAccount,
    JSON.stringify({ ...readLastAccounts(), [ledgerSlot(ledgerId)]: accountId }),
  );
}

/** The language this device last spoke by choice; the account's setting overrides it once known. */
export function getStoredLanguage(): string | null {
  return read(storageKeys.language);
}

export function setStoredLanguage(language: string | null): void {
  write(storageKeys.language, language);
}
