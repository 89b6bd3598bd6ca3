import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { getToken } from '../../../lib/storage.ts';
import { callsTo, installAuthApi } from '../test/auth-fetch.ts';
import { renderAuthPage } from '../test/render-auth-page.tsx';
import { stubScrollIntoView } from '../../../test/scroll-into-view.ts';
import { RegisterPage } from './register-page.tsx';

beforeEach(() => clearCsrfToken());

const renderRegister = () => renderAuthPage('/register', <RegisterPage />, '/register');
const submitButton = () => screen.getByRole('button', { name: 'Create Account' });

const fields = {
  name: () => screen.getByLabelText(/^Full Name/),
  email: () => screen.getByLabelText(/^Email Address/),
  password: () => screen.getByLabelText(/^Password\s*\*?$/),
  confirm: () => screen.getByLabelText(/^Confirm Password/),
};

// Pasting keeps the tests fast: each typed key would re-render the whole form.
async function fill(user: UserEvent, values: Partial<Record<keyof typeof fields, string>>) {
  for (const key of Object.keys(values) as (keyof typeof fields)[]) {
    await user.click(fields[key]());
    await user.paste(values[key] ?? '');
  }
}

const complete = {
  name: 'Ann Lee',
  email: 'ann@example.com',
  password: 'Secret1!',
  confirm: 'Secret1!',
};

describe('register page', () => {
  it('shows the heading, the Google button, the fields and the sign-in link', () => {
    installAuthApi({});
    renderRegister();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Create Your Account' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(fields.email()).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: 'Sign in here' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('heading', { name: 'Password Requirements' })).toBeInTheDocument();
    expect(document.title).toBe('Create Account | Elevate');
  });

  it('keeps Create Account disabled until name, email and every requirement are there', async () => {
    installAuthApi({});
    const user = userEvent.setup();
    renderRegister();
    expect(submitButton()).toBeDisabled();
    await fill(user, { password: 'Secret1!', confirm: 'Secret1!' });
    expect(submitButton()).toBeDisabled();
    await fill(user, { name: 'Ann' });
    expect(submitButton()).toBeDisabled();
    await fill(user, { email: 'ann@example.com' });
    expect(submitButton()).toBeEnabled();
    await fill(user, { confirm: 'x' });
    expect(submitButton()).toBeDisabled();
  });

  it('stays disabled for a password missing a special character, with that rule unticked', async () => {
    installAuthApi({});
    const user = userEvent.setup();
    renderRegister();
    await fill(user, { ...complete, password: 'Secret12', confirm: 'Secret12' });
    expect(submitButton()).toBeDisabled();
    const rule = screen.getByText('One special character (@$!%*?&)').closest('li');
    expect(rule).toHaveAttribute('data-met', 'false');
    expect(within(rule as HTMLElement).getByTitle('Not met')).toBeInTheDocument();
  });

  it.each([
    ['a', 'Weak'],
    ['abcdefgh', 'Weak'],
    ['Abcdefgh', 'Medium'],
    ['Abcdefg1', 'Medium'],
    ['Abcdefg1!', 'Strong'],
  ])('rates %s as %s', async (password, label) => {
    installAuthApi({});
    const user = userEvent.setup();
    renderRegister();
    await fill(user, { password });
    expect(screen.getByTestId('password-strength')).toHaveTextContent(label);
  });

  it('toggles each password field between hidden and shown', async () => {
    installAuthApi({});
    const user = userEvent.setup();
    renderRegister();
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(fields.confirm()).toHaveAttribute('type', 'text');
    expect(fields.password()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Hide confirm password' }));
    expect(fields.confirm()).toHaveAttribute('type', 'password');
  });

  it('refuses a forced submit with unmet requirements', async () => {
    const { calls } = installAuthApi({});
    const user = userEvent.setup();
    renderRegister();
    await fill(user, { ...complete, confirm: 'Other1!!' });
    fireEvent.submit(submitButton().closest('form') as HTMLFormElement);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please ensure all password requirements are met.',
    );
    expect(callsTo(calls, 'POST /api/auth/register')).toHaveLength(0);
  });

  it('sends name, email and password, stores the token and goes to /dashboard', async () => {
    const { calls } = installAuthApi({
      'POST /api/auth/register': { status: 201, body: { token: 'new-tok' } },
      'GET /api/auth/verify': { status: 200, body: { success: true } },
    });
    const user = userEvent.setup();
    renderRegister();
    await fill(user, complete);
    await user.click(submitButton());
    expect(await screen.findByTestId('location')).toHaveTextContent(/Private \/(dashboard)?$/);
    expect(getToken()).toBe('new-tok');
    expect(callsTo(calls, 'POST /api/auth/register')[0]?.body).toEqual({
      name: 'Ann Lee',
      email: 'ann@example.com',
      password: 'Secret1!',
    });
  });

  it.each([
    [
      {
        errors: [
          { param: 'email', msg: 'Bad email' },
          { param: 'password', msg: 'Password too weak' },
        ],
      },
      'Password too weak',
    ],
    [{ msg: 'User already exists' }, 'User already exists'],
    [undefined, 'An error occurred.'],
  ])('shows the right message for a failed registration (%j)', async (body, text) => {
    installAuthApi({ 'POST /api/auth/register': { status: 400, body } });
    const user = userEvent.setup();
    renderRegister();
    await fill(user, complete);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(getToken()).toBeNull();
  });

  it('brings a refused sign-up into view and moves focus to it', async () => {
    installAuthApi({
      'POST /api/auth/register': { status: 400, body: { msg: 'User already exists' } },
    });
    const scrolled = stubScrollIntoView();
    const user = userEvent.setup();
    renderRegister();
    await fill(user, complete);
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('User already exists');
    expect(alert).toHaveFocus();
    expect(scrolled.mock.contexts).toContain(alert);
  });

  it('fails with No token received from server when the answer has no token', async () => {
    installAuthApi({ 'POST /api/auth/register': { status: 201, body: {} } });
    const user = userEvent.setup();
    renderRegister();
    await fill(user, complete);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('No token received from server');
  });
});
