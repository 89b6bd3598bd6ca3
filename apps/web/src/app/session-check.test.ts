import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error.ts';
import { sessionCheckOutcome } from './session-check.ts';

const noAnswer = new ApiError(0, undefined, 'Failed to fetch');

describe('what a failed session check means', () => {
  it('signs in from the saved cache when the server cannot be reached', () => {
    expect(sessionCheckOutcome(noAnswer, 'ada')).toBe('offline');
  });

  it('leaves it undecided when nothing is saved for this session', () => {
    expect(sessionCheckOutcome(noAnswer, null)).toBe('undecided');
  });

  it('signs out on a 401 even with a saved cache', () => {
    expect(sessionCheckOutcome(new ApiError(401, { msg: 'Not authenticated' }), 'ada')).toBe(
      'signed-out',
    );
  });

  it('ends a locked session, and leaves server failures undecided', () => {
    expect(sessionCheckOutcome(new ApiError(423, {}), 'ada')).toBe('locked');
    expect(sessionCheckOutcome(new ApiError(503, {}), 'ada')).toBe('undecided');
    expect(sessionCheckOutcome(new Error('aborted'), 'ada')).toBe('undecided');
  });
});
