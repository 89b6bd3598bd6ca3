import { describe, expect, it } from 'vitest';
import { LEDGER_HEADER } from '@elevate/shared/contract/endpoint';
import { installFakeFetch } from '../test/fake-fetch.ts';
import { request } from './api-client.ts';
import { ApiError } from './api-error.ts';
import {
  getSelectedLedgerId,
  onSelectedLedgerChange,
  resetSelectedLedger,
  setSelectedLedgerId,
} from './selected-ledger.ts';
import { removeToken, setToken, storageKeys } from './storage.ts';

const shared = '64b000000000000000000001';
const other = '64b000000000000000000002';

describe('selected ledger', () => {
  it('sends no ledger header for the personal ledger and the selected one otherwise', async () => {
    const { calls } = installFakeFetch(() => ({ status: 200, body: {} }));
    await request('GET', '/api/budgets/months');
    setSelectedLedgerId(shared);
    await request('GET', '/api/budgets/months');
    expect(calls.map((call) => call.headers[LEDGER_HEADER])).toEqual([undefined, shared]);
  });

  it('is remembered on the device for the next visit', () => {
    setSelectedLedgerId(shared);
    expect(window.localStorage.getItem(storageKeys.selectedLedger)).toBe(shared);
    resetSelectedLedger();
    expect(getSelectedLedgerId()).toBe(shared);
    setSelectedLedgerId(null);
    expect(window.localStorage.getItem(storageKeys.selectedLedger)).toBeNull();
  });

  it('falls back to the personal ledger when the server no longer knows the selected one', async () => {
    installFakeFetch(() => ({ status: 404, body: { msg: 'Ledger not found' } }));
    const changes: (string | null)[] = [];
    const stop = onSelectedLedgerChange((id) => changes.push(id));
    setSelectedLedgerId(shared);
    await expect(request('GET', '/api/transactions')).rejects.toBeInstanceOf(ApiError);
    stop();
    expect(getSelectedLedgerId()).toBeNull();
    expect(changes).toEqual([shared, null]);
  });

  it('keeps the selection on an ordinary 404 or a late answer about a ledger already left', async () => {
    const { calls } = installFakeFetch((call) =>
      call.url.includes('/api/transactions/')
        ? { status: 404, body: { msg: 'Transaction not found' } }
        : { status: 404, body: { msg: 'Ledger not found' } },
    );
    setSelectedLedgerId(shared);
    await expect(request('GET', '/api/transactions/abc')).rejects.toBeInstanceOf(ApiError);
    expect(getSelectedLedgerId()).toBe(shared);

    // The call went out for `shared`; the tab has moved on to `other` before its answer.
    const pending = request('GET', '/api/budgets/months');
    setSelectedLedgerId(other);
    await expect(pending).rejects.toBeInstanceOf(ApiError);
    expect(calls.at(-1)?.headers[LEDGER_HEADER]).toBe(shared);
    expect(getSelectedLedgerId()).toBe(other);
  });

  it('is forgotten on sign-out: whoever signs in next starts in their personal ledger', () => {
    setToken('t');
    setSelectedLedgerId(shared);
    removeToken();
    resetSelectedLedger();
    expect(window.localStorage.getItem(storageKeys.selectedLedger)).toBeNull();
    expect(getSelectedLedgerId()).toBeNull();
  });
});
