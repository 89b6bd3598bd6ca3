import { describe, expect, it } from 'vitest';
import { contactBody } from './support.ts';

const valid = { email: 'ada@example.com', subject: 'Hello', message: 'Ten chars!' };

describe('contact body', () => {
  it('accepts the minimum lengths after trimming', () => {
    expect(contactBody.parse({ ...valid, subject: '  Hello  ' }).subject).toBe('Hello');
  });

  it.each([
    [{ email: 'nope' }, 'Please provide a valid email address'],
    [{ subject: ' Hey  ' }, 'Subject must be at least 5 characters long'],
    [{ message: 'Too short' }, 'Message must be at least 10 characters long'],
    [{ subject: 'x'.repeat(201) }, 'Subject must be at most 200 characters'],
    [{ message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
  ])('refuses %j with its message', (override, message) => {
    expect(
      contactBody.safeParse({ ...valid, ...override }).error?.issues.map((issue) => issue.message),
    ).toEqual([message]);
  });

  it('refuses unknown keys', () => {
    expect(contactBody.safeParse({ ...valid, name: 'Ada' }).success).toBe(false);
  });
});
