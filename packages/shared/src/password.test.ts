import { describe, expect, it } from 'vitest';
import { commonPasswordBases } from './common-passwords.ts';
import {
  PASSWORD_REQUIREMENTS_MESSAGE,
  allPasswordRequirementsMet,
  commonPasswordRule,
  isCommonPassword,
  isPasswordValid,
  passwordBase,
  passwordRequirements,
  passwordStrength,
  unmetPasswordMessages,
} from './password.ts';

describe('password requirements', () => {
  it('lists the six password rules with their labels', () => {
    expect(passwordRequirements.map((rule) => rule.label)).toEqual([
      'At least 8 characters',
      'One uppercase letter',
      'One lowercase letter',
      'One number',
      'One special character (@$!%*?&)',
      'Passwords match',
    ]);
    expect(PASSWORD_REQUIREMENTS_MESSAGE).toBe('Please ensure all password requirements are met.');
  });

  it.each([
    ['Abcdef1!', true],
    ['Abcde1!', false],
    ['abcdef1!', false],
    ['ABCDEF1!', false],
    ['Abcdefg!', false],
    ['Abcdefg1', false],
    ['Abcdef1#', false],
    ['Abcdef1&', true],
  ])('the server accepts %s: %s', (password, valid) => {
    expect(isPasswordValid(password)).toBe(valid);
  });

  it('names every unmet rule', () => {
    expect(unmetPasswordMessages('abc')).toEqual([
      'Password must be at least 8 characters long',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character (@$!%*?&)',
    ]);
  });

  it('needs a non-empty matching confirmation on the client', () => {
    expect(allPasswordRequirementsMet('Abcdef1!', 'Abcdef1!')).toBe(true);
    expect(allPasswordRequirementsMet('Abcdef1!', 'Abcdef1?')).toBe(false);
    const match = passwordRequirements.find((rule) => rule.id === 'match');
    expect(match?.test('', '')).toBe(false);
  });
});

describe('password strength', () => {
  it.each([
    ['', '', 0, 'Weak', 'error'],
    ['a', 'x', 17, 'Weak', 'error'],
    ['aA', 'x', 33, 'Weak', 'error'],
    ['aA1', 'x', 50, 'Medium', 'warning'],
    ['aA1!', 'x', 67, 'Medium', 'warning'],
    ['aA1!aaaa', 'x', 83, 'Strong', 'success'],
    ['aA1!aaaa', 'aA1!aaaa', 100, 'Strong', 'success'],
  ])('%s / %s is %s%% %s (%s)', (password, confirm, percent, label, color) => {
    expect(passwordStrength(password, confirm)).toEqual({ percent, label, color });
  });
});

describe('common passwords (decision 0017)', () => {
  it.each([
    ['Password1!', 'password'],
    ['P@ssw0rd2024!', 'password'],
    ['!!Summer2024', 'summer'],
    ['H3ll0W0rld&', 'helloworld'],
    ['Kestrel!Moss7', 'kestrelimoss'],
  ])('reads %s as the base %s', (password, base) => {
    expect(passwordBase(password)).toBe(base);
  });

  it('refuses a dressed-up list entry and accepts a password that is not on the list', () => {
    for (const password of ['Password1!', 'Qwerty123!', 'Iloveyou1!', 'Dragon$99', 'Monkey12!']) {
      expect(isPasswordValid(password)).toBe(true);
      expect(isCommonPassword(password, commonPasswordBases)).toBe(true);
    }
    expect(isCommonPassword('Kestrel!Moss7', commonPasswordBases)).toBe(false);
    expect(isCommonPassword('Str0ng!Pass', commonPasswordBases)).toBe(false);
  });

  it('stores every list entry as a base, so each can be matched', () => {
    expect(commonPasswordBases.size).toBeGreaterThan(30_000);
    for (const base of commonPasswordBases) expect(passwordBase(base)).toBe(base);
  });

  it('keeps the password rules and the strength meter as they were', () => {
    expect(passwordRequirements).toHaveLength(6);
    expect(commonPasswordRule.label).toBe('Not a commonly used password');
  });
});
