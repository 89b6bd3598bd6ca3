import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { holdEarlySubmits } from '../../../lib/prerendered-page.ts';
import { usePrerenderedForm } from './use-prerendered-form.ts';

function SignInForm({ onSignIn }: { onSignIn: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const ref = usePrerenderedForm({ email: setEmail });
  return (
    <form
      ref={ref}
      onSubmit={(event) => {
        event.preventDefault();
        onSignIn(email);
      }}
    >
      <input
        name="email"
        aria-label="Email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
    </form>
  );
}

// hydrateRoot is used directly here, so React must be told that this is a test (RTL's
// render would do it).
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  holdEarlySubmits(document);
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/** The server's markup, used (typed into, submitted) before the app hydrates it. */
function prerendered(typed: string, submitted: boolean): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SignInForm onSignIn={() => undefined} />);
  document.body.append(container);
  container.querySelector('input')!.value = typed;
  if (submitted) container.querySelector('form')!.requestSubmit();
  return container;
}

describe('a prerendered form used before the app took over', () => {
  it('keeps what was typed as the field’s state', async () => {
    const container = prerendered('early@example.com', false);
    const onSignIn = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <SignInForm onSignIn={onSignIn} />);
    });
    const form = container.querySelector('form')!;
    act(() => form.requestSubmit());
    expect(onSignIn).toHaveBeenCalledWith('early@example.com');
    expect(container.querySelector('input')!.value).toBe('early@example.com');
  });

  it('sends a submit that was held back, with the typed values', async () => {
    const container = prerendered('early@example.com', true);
    const onSignIn = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <SignInForm onSignIn={onSignIn} />);
    });
    await waitFor(() => expect(onSignIn).toHaveBeenCalledWith('early@example.com'));
    expect(onSignIn).toHaveBeenCalledTimes(1);
  });
});
