import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { setSelectedLedgerId } from '../../../lib/selected-ledger.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { family } from '../test/fake-access-tokens-api.ts';
import {
  sampleDelivery,
  sampleWebhook,
  webhookSecret,
  webhooksApi,
} from '../test/fake-webhooks-api.ts';
import { webhookMessages } from '../webhook-messages.ts';
import { WebhooksCard } from './webhooks-card.tsx';

const rows = () =>
  within(screen.getByRole('list', { name: 'Your webhooks' })).getAllByRole('listitem');

beforeEach(() => {
  clearCsrfToken();
  setSelectedLedgerId(null);
});

describe('the Webhooks card of Settings', { timeout: 20_000 }, () => {
  it('lists each webhook with its events and, for several ledgers, its ledger', async () => {
    installFakeFetch(
      webhooksApi([
        sampleWebhook(),
        sampleWebhook({
          _id: '7d9f0c1e-0000-4000-8000-0000000000c2',
          url: 'https://b.example/x',
          ledgerId: family._id,
          events: ['recurring.due'],
        }),
      ]),
    );
    renderWithProviders(<WebhooksCard />);
    expect(screen.getByRole('region', { name: 'Webhooks' })).toHaveTextContent(
      webhookMessages.intro,
    );
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [first, second] = rows();
    expect(first).toHaveTextContent('https://hooks.example.com/elevate');
    expect(first).toHaveTextContent('Transaction added, Category over budget');
    await waitFor(() => expect(second).toHaveTextContent('Ledger: Family budget'));
    expect(second).toHaveTextContent('Recurring transaction due');
  });

  it('adds one with the password and shows its signing secret once', async () => {
    setSelectedLedgerId(family._id);
    const { calls } = installFakeFetch(webhooksApi([]));
    const user = userEvent.setup();
    renderWithProviders(<WebhooksCard />);
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    const dialog = screen.getByRole('dialog', { name: 'Add webhook' });
    const add = within(dialog).getByRole('button', { name: 'Add webhook' });
    await user.type(within(dialog).getByLabelText(/URL/), 'https://hooks.example.com/new');
    await user.click(within(dialog).getByLabelText('Import confirmed'));
    expect(add).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Current password/), 'Str0ng!Pass');
    await user.click(add);
    const shown = await screen.findByRole('dialog', { name: 'Webhook added' });
    expect(within(shown).getByLabelText('Signing secret')).toHaveValue(webhookSecret);
    expect(shown).toHaveTextContent(webhookMessages.copyNow);
    const post = calls.find((call) => call.method === 'POST' && call.url.endsWith('/api/webhooks'));
    expect(post?.body).toEqual({
      url: 'https://hooks.example.com/new',
      events: ['transaction.created', 'import.confirmed'],
      ledgerId: family._id,
      password: 'Str0ng!Pass',
    });
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it("shows the server's refusal of the URL on the field", async () => {
    const msg = 'URL must point to a public address';
    installFakeFetch(
      webhooksApi([], { refuseCreate: { status: 400, body: { errors: [{ param: 'url', msg }] } } }),
    );
    const user = userEvent.setup();
    renderWithProviders(<WebhooksCard />);
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = screen.getByRole('dialog', { name: 'Add webhook' });
    await user.type(within(dialog).getByLabelText(/URL/), 'https://localhost/x');
    await user.type(within(dialog).getByLabelText(/Current password/), 'Str0ng!Pass');
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(await within(dialog).findByText(msg)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/URL/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('opens the delivery log and sends a test event that shows in it', async () => {
    installFakeFetch(
      webhooksApi([sampleWebhook()], {
        deliveries: [
          sampleDelivery({
            status: 'failed',
            attempts: 7,
            responseStatus: 500,
            error: 'The receiver answered 500',
          }),
        ],
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<WebhooksCard />);
    await user.click(await screen.findByRole('button', { name: 'Deliveries' }));
    const log = await screen.findByRole('list', { name: 'Deliveries' });
    expect(log).toHaveTextContent('Given up');
    expect(log).toHaveTextContent('7 attempts · answer 500 · The receiver answered 500');
    await user.click(screen.getByRole('button', { name: 'Send test event' }));
    expect(await screen.findByRole('status')).toHaveTextContent(webhookMessages.testSent);
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Deliveries' })).toHaveTextContent('webhook.test'),
    );
    expect(screen.getByRole('list', { name: 'Deliveries' })).toHaveTextContent('Waiting');
  });

  it('deletes one only after asking', async () => {
    const { calls } = installFakeFetch(webhooksApi([sampleWebhook()]));
    const user = userEvent.setup();
    renderWithProviders(<WebhooksCard />);
    await user.click(
      await screen.findByRole('button', {
        name: 'Delete the webhook to https://hooks.example.com/elevate',
      }),
    );
    const confirm = screen.getByRole('dialog', { name: 'Delete webhook' });
    expect(confirm).toHaveTextContent(
      webhookMessages.deleteQuestion('https://hooks.example.com/elevate'),
    );
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument();
  });
});
