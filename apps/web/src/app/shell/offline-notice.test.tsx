import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asOfTime } from '../../lib/as-of-time.ts';
import { reportServerReached } from '../../lib/network-status.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { OfflineNotice } from './offline-notice.tsx';

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

function goOnline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

const fetchedAt = new Date(2026, 10, 28, 14, 5).getTime();

afterEach(() => {
  reportServerReached(true);
});

describe('offline notice', () => {
  it('shows while the browser is offline, with the time of the newest data', () => {
    const { queryClient } = renderWithProviders(<OfflineNotice />);
    queryClient.setQueryData(
      ['budgets', 'month', '2026-11'],
      { categories: [] },
      {
        updatedAt: fetchedAt,
      },
    );
    queryClient.setQueryData(['transactions', 'month', null], [], {
      updatedAt: fetchedAt - 60_000,
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    goOffline();
    expect(screen.getByRole('status')).toHaveTextContent(`Offline, as of ${asOfTime(fetchedAt)}`);

    goOnline();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('follows newer data fetched meanwhile', () => {
    const { queryClient } = renderWithProviders(<OfflineNotice />);
    goOffline();
    expect(screen.getByRole('status')).toHaveTextContent(/^Offline$/);
    act(() => {
      queryClient.setQueryData(['tags'], [], { updatedAt: fetchedAt });
    });
    expect(screen.getByRole('status')).toHaveTextContent(`Offline, as of ${asOfTime(fetchedAt)}`);
    goOnline();
  });

  it('shows when a call gets no answer though the browser says online, until one does', () => {
    renderWithProviders(<OfflineNotice />);
    act(() => reportServerReached(false));
    expect(screen.getByRole('status')).toHaveTextContent('Offline');
    act(() => reportServerReached(true));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
