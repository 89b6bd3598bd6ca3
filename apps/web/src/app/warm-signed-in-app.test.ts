import { describe, expect, it, vi } from 'vitest';
import { warmOnFirstInteraction } from './warm-signed-in-app.ts';

const csrf = vi.hoisted(() => ({ getCsrfToken: vi.fn(() => Promise.resolve('token')) }));
const loaded = vi.hoisted(() => [] as string[]);
vi.mock('../lib/csrf.ts', () => csrf);
vi.mock('./shell/app-shell.tsx', () => {
  loaded.push('app shell');
  return { AppShell: () => null };
});
vi.mock('./dashboard-route.tsx', () => {
  loaded.push('dashboard');
  return { DashboardRoute: () => null };
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('warmOnFirstInteraction', () => {
  it('fetches the CSRF token and the signed-in code once, on the first interaction only', async () => {
    const stop = warmOnFirstInteraction();
    await settle();
    expect(csrf.getCsrfToken).not.toHaveBeenCalled();
    expect(loaded).toEqual([]);

    const input = document.createElement('input');
    document.body.append(input);
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.waitFor(() => expect(loaded.sort()).toEqual(['app shell', 'dashboard']));
    expect(csrf.getCsrfToken).toHaveBeenCalledTimes(1);

    input.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    warmOnFirstInteraction()(); // a later page's listener, removed at once
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await settle();
    expect(csrf.getCsrfToken).toHaveBeenCalledTimes(1);
    stop();
    input.remove();
  });
});
