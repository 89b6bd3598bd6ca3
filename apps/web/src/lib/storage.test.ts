import { describe, expect, it } from 'vitest';
import {
  getLastAccountId,
  removeToken,
  setLastAccountId,
  setToken,
  storageKeys,
} from './storage.ts';

const family = '7d9f0c1e-0000-4000-8000-0000000000f1';

describe('the last account of the add-transaction form', () => {
  it('is remembered per ledger, the personal one included', () => {
    expect(getLastAccountId(null)).toBeNull();
    setLastAccountId(null, 'acc-card');
    setLastAccountId(family, 'acc-joint');
    expect(getLastAccountId(null)).toBe('acc-card');
    expect(getLastAccountId(family)).toBe('acc-joint');
    setLastAccountId(null, 'acc-cash');
    expect(getLastAccountId(null)).toBe('acc-cash');
    expect(getLastAccountId(family)).toBe('acc-joint');
  });

  it('reads nothing from a stored value that is not what it wrote', () => {
    window.localStorage.setItem(storageKeys.lastAccount, 'not json');
    expect(getLastAccountId(null)).toBeNull();
    window.localStorage.setItem(storageKeys.lastAccount, JSON.stringify({ personal: 7 }));
    expect(getLastAccountId(null)).toBeNull();
    setLastAccountId(null, 'acc-card');
    expect(getLastAccountId(null)).toBe('acc-card');
  });

  it('is forgotten on sign-out, like the ledger chosen', () => {
    setToken('tok');
    setLastAccountId(family, 'acc-joint');
    removeToken();
    expect(getLastAccountId(family)).toBeNull();
  });
});
