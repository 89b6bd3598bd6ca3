import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { watchServiceWorker, type ServiceWorkerHandle } from '../lib/service-worker.ts';
import { UpdatePrompt } from './update-prompt.tsx';

type Handler = () => void;

/** workbox-window's Workbox as far as the app uses it, with its events fired by hand. */
function fakeWorker() {
  const handlers = new Map<string, Handler[]>();
  const worker = {
    addEventListener: vi.fn((type: string, handler: Handler) => {
      handlers.set(type, [...(handlers.get(type) ?? []), handler]);
    }),
    register: vi.fn(async () => undefined),
    update: vi.fn(async () => undefined),
    messageSkipWaiting: vi.fn(),
  };
  const fire = (type: string) =>
    act(() => {
      for (const handler of handlers.get(type) ?? []) handler();
    });
  return { worker: worker as unknown as ServiceWorkerHandle, fake: worker, fire };
}

const message = 'A new version of Elevate is available.';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval'] });
});

describe('update prompt', () => {
  it('shows nothing until a new worker waits, then offers the reload', async () => {
    const { worker, fake, fire } = fakeWorker();
    const reload = vi.fn();
    await watchServiceWorker(worker, reload);
    render(<UpdatePrompt />);
    expect(fake.register).toHaveBeenCalledOnce();
    expect(screen.queryByText(message)).not.toBeInTheDocument();

    fire('waiting');
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    // The waiting worker is told to take over; the page reloads only once it has.
    expect(fake.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    fire('controlling');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('can be put off until the next version', async () => {
    const { worker, fake, fire } = fakeWorker();
    await watchServiceWorker(worker, vi.fn());
    render(<UpdatePrompt />);
    fire('waiting');
    await userEvent.click(await screen.findByRole('button', { name: 'Later' }));
    await vi.waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    expect(fake.messageSkipWaiting).not.toHaveBeenCalled();
    fire('waiting');
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
