import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path.ts';

describe('returnPath', () => {
  it('goes back to the page a signed-out visit was headed to, query included', () => {
    const state = { from: { pathname: '/invitations/accept', search: '?token=t' } };
    expect(returnPath(state)).toBe('/invitations/accept?token=t');
    expect(returnPath(state, '/')).toBe('/invitations/accept?token=t');
  });

  it('falls back for no state, /login itself, or anything but a path of this app', () => {
    expect(returnPath(null)).toBe('/dashboard');
    expect(returnPath(undefined, '/')).toBe('/');
    expect(returnPath({ from: { pathname: '/login', search: '?x=1' } })).toBe('/dashboard');
    expect(returnPath({ from: { pathname: '//evil.example/x' } })).toBe('/dashboard');
    expect(returnPath({ from: { pathname: 'https://evil.example/' } })).toBe('/dashboard');
    expect(returnPath({ from: { pathname: 42 } })).toBe('/dashboard');
  });
});
