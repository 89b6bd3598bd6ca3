import { describe, expect, it, vi } from 'vitest';
import { installAuthHandlerSpies } from '../test/auth-handler-spies.ts';
import { installFakeFetch } from '../test/fake-fetch.ts';
import { api, rateLimitDelay } from './api-client.ts';
import { ApiError } from './api-error.ts';

const { onUnauthorized, onLocked } = installAuthHandlerSpies();

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('a 403', () => {
  it('is retried once with a fresh CSRF token', async () => {
    let csrfCount = 0;
    let attempts = 0;
    const { calls } = installFakeFetch((call) => {
      if (call.url === '/api/csrf-token')
        return { status: 200, body: { csrfToken: `csrf-${++csrfCount}` } };
      return ++attempts === 1
        ? { status: 403, body: { msg: 'Invalid CSRF token' } }
        : { status: 201, body: { id: 1 } };
    });
    await expect(api.post('/api/transactions', { amount: 5 })).resolves.toEqual({ id: 1 });
    expect(calls.map((c) => c.headers['x-csrf-token'] ?? c.url)).toEqual([
      '/api/csrf-token',
      'csrf-1',
      '/api/csrf-token',
      'csrf-2',
    ]);
  });

  it('is not retried a second time', async () => {
    const { calls } = installFakeFetch((call) =>
      call.url === '/api/csrf-token'
        ? { status: 200, body: { csrfToken: 'c' } }
        : { status: 403, body: { msg: 'Forbidden' } },
    );
    const error = await failure(api.delete('/api/budgets/1'));
    expect(error.status).toBe(403);
    expect(error.msg).toBe('Forbidden');
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(2);
  });
});

describe('a 401', () => {
  it('ends the session', async () => {
    installFakeFetch(() => ({ status: 401, body: { msg: 'Token is not valid' } }));
    const error = await failure(api.get('/api/budgets'));
    expect(error.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('is left to the caller with ignore401 (login, change password)', async () => {
    installFakeFetch((call) =>
      call.url === '/api/csrf-token'
        ? { status: 200, body: { csrfToken: 'c' } }
        : { status: 401, body: { msg: 'Please verify your email' } },
    );
    const error = await failure(api.post('/api/auth/login', {}, { ignore401: true }));
    expect(error.msg).toBe('Please verify your email');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('a 423', () => {
  it('signals a locked account', async () => {
    installFakeFetch(() => ({ status: 423, body: { msg: 'Account locked' } }));
    const error = await failure(api.get('/api/auth/user'));
    expect(error.status).toBe(423);
    expect(onLocked).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('a 429', () => {
  it('is retried after 1 s, 2 s and 4 s plus jitter, then succeeds', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    let attempts = 0;
    const { calls } = installFakeFetch(() =>
      ++attempts <= 3
        ? { status: 429, body: { msg: 'Too many requests' } }
        : { status: 200, body: [1] },
    );
    const result = api.get('/api/budgets');
    await vi.advanceTimersByTimeAsync(1_499);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2_500);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(4_500);
    expect(calls).toHaveLength(4);
    await expect(result).resolves.toEqual([1]);
  });

  it('fails with the server message after 3 retries', async () => {
    vi.useFakeTimers();
    const { calls } = installFakeFetch(() => ({
      status: 429,
      body: { msg: 'Too many login attempts. Please try again later.' },
    }));
    const result = failure(api.get('/api/budgets'));
    await vi.advanceTimersByTimeAsync(30_000);
    const error = await result;
    expect(calls).toHaveLength(4);
    expect(error.status).toBe(429);
    expect(error.message).toBe('Too many login attempts. Please try again later.');
  });

  it('waits 1 s doubling with under 1 s of jitter, capped at 30 s', () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0);
    expect([0, 1, 2, 3].map(rateLimitDelay)).toEqual([1_000, 2_000, 4_000, 8_000]);
    random.mockReturnValue(0.9999);
    expect(rateLimitDelay(0)).toBe(1_999);
    expect(rateLimitDelay(5)).toBe(30_000);
  });
});

describe('error bodies', () => {
  it('carry the field errors of a validation failure', async () => {
    installFakeFetch((call) =>
      call.url === '/api/csrf-token'
        ? { status: 200, body: { csrfToken: 'c' } }
        : { status: 400, body: { errors: [{ param: 'email', msg: 'Invalid email' }] } },
    );
    const error = await failure(api.post('/api/auth/register', {}));
    expect(error.status).toBe(400);
    expect(error.errors).toEqual([{ param: 'email', msg: 'Invalid email' }]);
    expect(error.message).toBe('Invalid email');
  });

  it('report a network failure as status 0', async () => {
    installFakeFetch(() => new TypeError('Failed to fetch'));
    const error = await failure(api.get('/api/budgets'));
    expect(error.status).toBe(0);
    expect(error.message).toBe('Failed to fetch');
  });
});
