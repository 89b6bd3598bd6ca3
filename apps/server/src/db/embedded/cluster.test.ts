import { describe, expect, it } from 'vitest';
import { MALLOC_TUNABLES, postmasterEnvironment } from './cluster.ts';

describe('the postmaster environment', () => {
  it('raises the malloc trim and mmap limits, with C messages, keeping the rest', () => {
    const env = postmasterEnvironment({ PATH: '/bin', LC_ALL: 'de_DE.UTF-8' });
    expect(env).toEqual({ PATH: '/bin', LC_ALL: 'C', GLIBC_TUNABLES: MALLOC_TUNABLES });
    expect(MALLOC_TUNABLES).toBe(
      'glibc.malloc.mmap_threshold=1048576:glibc.malloc.trim_threshold=2097152',
    );
  });

  it("keeps an operator's own GLIBC_TUNABLES", () => {
    const own = 'glibc.malloc.arena_max=1';
    expect(postmasterEnvironment({ GLIBC_TUNABLES: own }).GLIBC_TUNABLES).toBe(own);
  });
});
