import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-app.tsx';
import { useNotify } from '../lib/notification-context.ts';

function Trigger() {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify('Budget month updated successfully', 'success')}>
      save
    </button>
  );
}

describe('notifications', () => {
  it('show at bottom centre with their severity and hide after 4 seconds', async () => {
    vi.useFakeTimers();
    renderWithProviders(<Trigger />);
    act(() => screen.getByRole('button', { name: 'save' }).click());
    // The bar's code arrives with the first notification.
    await act(async () => {
      await import('./notification-bar.tsx');
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Budget month updated successfully');
    expect(alert).toHaveClass('MuiAlert-colorSuccess');
    expect(document.querySelector('.MuiSnackbar-anchorOriginBottomCenter')).not.toBeNull();

    act(() => {
      vi.advanceTimersByTime(3_900);
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('useNotify outside its provider is a developer error', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trigger />)).toThrow(
      'useNotify must be used within a NotificationProvider',
    );
    consoleError.mockRestore();
  });
});
