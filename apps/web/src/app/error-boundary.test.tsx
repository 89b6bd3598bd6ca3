import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, renderWithProviders } from '../test/render-app.tsx';
import { RenderErrorBoundary } from './error-boundary.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('Budget totals exploded');
  return <p>Recovered</p>;
}

describe('render-error boundary', () => {
  it("shows 'Something went wrong' with the message, and 'Try Again' renders again", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    shouldThrow = true;
    renderWithProviders(
      <RenderErrorBoundary>
        <Fragile />
      </RenderErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Budget totals exploded')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();

    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Recovered')).toBeInTheDocument();
  });
});

describe('router fallback', () => {
  it("shows 'Unexpected Application Error!' with the error text", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/broken', {
      routeObjects: [
        {
          path: '/broken',
          errorElement: <RouteErrorPage />,
          loader: () => {
            throw new Error('Chunk failed to load');
          },
          element: <p>never</p>,
        },
      ],
    });
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Chunk failed to load')).toBeInTheDocument();
    consoleError.mockRestore();
    consoleWarn.mockRestore();
  });
});
