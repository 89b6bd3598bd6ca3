import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { ContactForm } from './contact-form.tsx';

const thanks = "Thank you for contacting us! We'll get back to you within 24 hours.";

async function fillAndSend() {
  const user = userEvent.setup();
  fireEvent.change(screen.getByRole('textbox', { name: /subject/i }), {
    target: { value: 'Help please' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: /message/i }), {
    target: { value: 'Where is my budget?' },
  });
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

beforeEach(() => clearCsrfToken());

describe('contact form', () => {
  it('sends without a CSRF token, then hides the form and thanks the user', async () => {
    const { calls } = installFakeFetch((call) =>
      call.url.endsWith('/api/support/contact')
        ? { status: 200, body: { success: true, message: thanks } }
        : undefined,
    );
    renderWithProviders(<ContactForm defaultEmail="ada@example.com" />);
    expect(screen.getByRole('textbox', { name: /email/i })).toHaveValue('ada@example.com');
    expect(screen.getByText('At least 5 characters')).toBeInTheDocument();
    expect(screen.getByText('At least 10 characters')).toBeInTheDocument();
    await fillAndSend();
    expect(await screen.findByText(thanks)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers['x-csrf-token']).toBeUndefined();
    expect(calls[0]?.body).toEqual({
      email: 'ada@example.com',
      subject: 'Help please',
      message: 'Where is my budget?',
    });
  });

  it('shows every 400 error on its own line', async () => {
    installFakeFetch(() => ({
      status: 400,
      body: {
        errors: [
          { param: 'email', msg: 'Please provide a valid email address' },
          { param: 'subject', msg: 'Subject must be at least 5 characters long' },
        ],
      },
    }));
    renderWithProviders(<ContactForm />);
    await fillAndSend();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Please provide a valid email address\nSubject must be at least 5 characters long',
    );
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('falls back to the input text for a 400 without errors and the send text otherwise', async () => {
    installFakeFetch(() => ({ status: 400, body: {} }));
    const view = renderWithProviders(<ContactForm />);
    await fillAndSend();
    expect(await screen.findByText('Please check your input and try again.')).toBeInTheDocument();
    view.unmount();

    installFakeFetch(() => ({ status: 500, body: {} }));
    renderWithProviders(<ContactForm />);
    await fillAndSend();
    expect(
      await screen.findByText('Failed to send message. Please try again.'),
    ).toBeInTheDocument();
  });

  it('labels the button while sending', async () => {
    let release: () => void = () => undefined;
    installFakeFetch(() => ({ status: 200, body: { success: true, message: thanks } }));
    const gate = new Promise<void>((resolve) => (release = resolve));
    const original = globalThis.fetch;
    globalThis.fetch = async (...args) => {
      await gate;
      return original(...args);
    };
    renderWithProviders(<ContactForm />);
    await fillAndSend();
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    expect(await screen.findByText(thanks)).toBeInTheDocument();
  });
});
