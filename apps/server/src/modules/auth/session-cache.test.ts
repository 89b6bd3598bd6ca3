import { describe, expect, it } from 'vitest';
import {
  cachedSessionUser,
  forgetCachedSessions,
  rememberSessionUser,
  sessionCacheGeneration,
  sessionCacheUpToDate,
  sessionRevocationFeed,
} from './session-cache.ts';

// The races of decision 0014 that HTTP cannot line up on demand; the cross-process
// behaviour itself is proven in revocation-across-processes.pg.test.ts.
const user = {
  id: 'u',
  email: 'u@example.com',
  sessionId: 's',
  personalLedgerId: 'l',
  personalMonthStartDay: 1,
};
const later = () => new Date(Date.now() + 60_000);

describe('session cache', () => {
  it('keeps no lookup that a revocation overtook while it was in flight', () => {
    const started = sessionCacheGeneration();
    forgetCachedSessions(); // a notification heard before the lookup's answer
    rememberSessionUser('stale', user, later(), started);
    expect(cachedSessionUser('stale')).toBeNull();
    rememberSessionUser('fresh', user, later(), sessionCacheGeneration());
    expect(cachedSessionUser('fresh')).toEqual(user);
  });

  it('never outlives the session it holds', () => {
    rememberSessionUser('ending', user, new Date(Date.now() + 5), sessionCacheGeneration());
    expect(cachedSessionUser('ending', Date.now() + 10)).toBeNull();
  });

  it('caches nothing while a listener is not listening, and serves hits only after its round trip', async () => {
    let answer!: (synced: boolean) => void;
    const feed = sessionRevocationFeed(() => new Promise((resolve) => (answer = resolve)));
    rememberSessionUser('deaf', user, later(), sessionCacheGeneration());
    expect(cachedSessionUser('deaf')).toBeNull();
    expect(await sessionCacheUpToDate()).toBe(false);

    feed.listening();
    rememberSessionUser('heard', user, later(), sessionCacheGeneration());
    const upToDate = sessionCacheUpToDate();
    feed.heard(); // arrives ahead of the round trip's answer
    answer(true);
    expect(await upToDate).toBe(true);
    expect(cachedSessionUser('heard')).toBeNull();

    rememberSessionUser('live', user, later(), sessionCacheGeneration());
    feed.lost();
    expect(cachedSessionUser('live')).toBeNull();
    rememberSessionUser('live', user, later(), sessionCacheGeneration());
    expect(cachedSessionUser('live')).toBeNull();
    feed.closed();
    expect(await sessionCacheUpToDate()).toBe(true);
  });
});
