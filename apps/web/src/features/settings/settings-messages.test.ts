import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { changePasswordErrorMessage, resendErrorMessage } from './settings-messages.ts';

describe('settings fallback texts', () => {
  it("gives the call's text when the call failed without a server message", () => {
    expect(changePasswordErrorMessage(new ApiError(500, {}))).toBe('Failed to change password');
    expect(changePasswordErrorMessage(new ApiError(0, undefined))).toBe(
      'Failed to change password',
    );
    expect(resendErrorMessage(new ApiError(500, {}))).toBe('Failed to resend verification email');
  });

  it("gives the form's text for a failure that did not come from the call", () => {
    expect(changePasswordErrorMessage(new TypeError('x is undefined'))).toBe(
      'Failed to update password',
    );
    expect(resendErrorMessage(new TypeError('x is undefined'))).toBe(
      'Failed to send verification email',
    );
  });

  it("shows the server's message when there is one, and 401 as the wrong current password", () => {
    expect(changePasswordErrorMessage(new ApiError(400, { msg: 'Too weak' }))).toBe('Too weak');
    expect(changePasswordErrorMessage(new ApiError(401, { msg: 'Unauthorized' }))).toBe(
      'Current password is incorrect',
    );
    expect(resendErrorMessage(new ApiError(429, { msg: 'Slow down' }))).toBe('Slow down');
  });
});
