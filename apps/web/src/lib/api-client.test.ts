import { describe, expect, it, vi } from 'vitest';
import { installAuthHandlerSpies } from '../test/auth-handler-spies.ts';
import { installFakeFetch } from '../test/fake-fetch.ts';
import { api } from './api-client.ts';
import { setToken } from './storage.ts';

const csrfReply = { status: 200, body: { csrfToken: 'csrf-1' } };
installAuthHandlerSpies();

describe('every call', () => {
  it('goes to the same origin with credentials and the bearer token when one is stored', async () => {
    setToken('tok-123');
    const { calls, fetchMock } = installFakeFetch(() => ({ status: 200, body: { ok: true } }));
    await expect(
      api.get('/api/budgets', { query: { month: '2025-01-01', page: undefined } }),
    ).resolves.toEqual({ ok: true });
    expect(calls[0]?.url).toBe('/api/budgets?month=2025-01-01');
    expect(calls[0]?.headers.authorization).toBe('Bearer tok-123');
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('sends no authorization header without a token', async () => {
    const { calls } = installFakeFetch(() => ({ status: 200, body: [] }));
    await api.get('/api/budgets');
    expect(calls[0]?.headers.authorization).toBeUndefined();
  });

  it('prefixes VITE_API_URL when the API lives on another origin', async () => {
    vi.stubEnv('VITE_API_URL', 'https://api.example.com/');
    const { calls } = installFakeFetch(() => ({ status: 200, body: {} }));
    await api.get('/api/budgets/months');
    vi.unstubAllEnvs();
    expect(calls[0]?.url).toBe('https://api.example.com/api/budgets/months');
  });

  it('parses the answer with the given schema', async () => {
    installFakeFetch(() => ({ status: 200, body: { n: '2' } }));
    const schema = { parse: (data: unknown) => Number((data as { n: string }).n) };
    await expect(api.get('/api/x', { schema })).resolves.toBe(2);
  });
});

describe('CSRF token', () => {
  it('is fetched once and sent as x-csrf-token on non-GET calls, but never on GET', async () => {
    const { calls } = installFakeFetch((call) =>
      call.url === '/api/csrf-token' ? csrfReply : { status: 200, body: {} },
    );
    await api.post('/api/budgets', { month: '2025-01-01' });
    await api.put('/api/budgets/1', { month: '2025-02-01' });
    await api.delete('/api/budgets/1');
    await api.get('/api/budgets');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/csrf-token',
      'POST /api/budgets',
      'PUT /api/budgets/1',
      'DELETE /api/budgets/1',
      'GET /api/budgets',
    ]);
    expect(calls.slice(1, 4).every((c) => c.headers['x-csrf-token'] === 'csrf-1')).toBe(true);
    expect(calls[4]?.headers['x-csrf-token']).toBeUndefined();
    expect(calls[1]?.body).toEqual({ month: '2025-01-01' });
  });

  it('is cached for 300000 ms and fetched again afterwards', async () => {
    vi.useFakeTimers();
    const { calls } = installFakeFetch((call) =>
      call.url === '/api/csrf-token' ? csrfReply : { status: 200, body: {} },
    );
    await api.post('/api/a');
    vi.advanceTimersByTime(299_999);
    await api.post('/api/b');
    expect(calls.filter((c) => c.url === '/api/csrf-token')).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await api.post('/api/c');
    expect(calls.filter((c) => c.url === '/api/csrf-token')).toHaveLength(2);
  });

  it('is skipped for the contact call', async () => {
    const { calls } = installFakeFetch(() => ({ status: 200, body: { success: true } }));
    await api.post('/api/support/contact', { email: 'a@b.co' }, { skipCsrf: true });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers['x-csrf-token']).toBeUndefined();
  });

  it('retries a failed fetch after 1 s, then 2 s, and gives up after 3 attempts', async () => {
    vi.useFakeTimers();
    const { calls } = installFakeFetch(() => ({ status: 500, body: { msg: 'down' } }));
    const result = api.post('/api/budgets').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    const error = await result;
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Failed to fetch CSRF token after multiple attempts');
    expect(calls.every((c) => c.url === '/api/csrf-token')).toBe(true);
  });

  it('waits between 15 and 30 s after a 429 and reports rate limiting at the last attempt', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { calls } = installFakeFetch(() => ({ status: 429, body: { msg: 'slow down' } }));
    const result = api.post('/api/budgets').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(22_499);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(22_500);
    expect(calls).toHaveLength(3);
    expect(((await result) as Error).message).toBe(
      'Rate limited: Too many CSRF token requests. Please try again later.',
    );
  });

  it('keeps the 429 wait within 15 to 30 s at both ends of the random range', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValueOnce(0).mockReturnValueOnce(0.999_999);
    const { calls } = installFakeFetch((call) =>
      calls.length < 3
        ? { status: 429 }
        : call.url === '/api/csrf-token'
          ? csrfReply
          : { status: 200, body: {} },
    );
    const result = api.post('/api/budgets');
    await vi.advanceTimersByTimeAsync(14_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await result;
    expect(calls[3]?.headers['x-csrf-token']).toBe('csrf-1');
  });
});
