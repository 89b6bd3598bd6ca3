import '../test/mock-feature-pages.ts';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setStoredDarkMode } from '../lib/storage.ts';
import { installFakeFetch } from '../test/fake-fetch.ts';
import { setMediaQueryMatcher } from '../test/match-media.ts';
import { renderApp, renderWithProviders } from '../test/render-app.tsx';
import { useColorMode } from '../lib/color-mode-context.ts';

function bodyBackground(): string {
  return window.getComputedStyle(document.body).backgroundColor;
}
const darkBackground = 'rgb(18, 20, 18)';
const lightBackground = 'rgb(244, 247, 244)';

function ModeProbe() {
  const { darkMode, toggleDarkMode } = useColorMode();
  return (
    <button type="button" onClick={toggleDarkMode}>
      {darkMode ? 'dark' : 'light'}
    </button>
  );
}

describe('dark mode', () => {
  it('?theme=dark on a page turns it dark and stores the choice', async () => {
    installFakeFetch(() => undefined);
    renderApp('/login?theme=dark');
    await screen.findByRole('heading', { name: 'Sign In' });
    await waitFor(() => expect(bodyBackground()).toBe(darkBackground));
    expect(window.localStorage.getItem('darkMode')).toBe('true');
  });

  it('?theme=light overrides a stored dark choice', async () => {
    installFakeFetch(() => undefined);
    setStoredDarkMode(true);
    renderApp('/register?theme=light');
    await screen.findByRole('heading', { name: 'Register' });
    await waitFor(() => expect(bodyBackground()).toBe(lightBackground));
    expect(window.localStorage.getItem('darkMode')).toBe('false');
  });

  it('follows the system preference when nothing is stored', () => {
    setMediaQueryMatcher((query) => query.includes('prefers-color-scheme: dark'));
    renderWithProviders(<ModeProbe />);
    expect(screen.getByRole('button')).toHaveTextContent('dark');
  });

  it('a stored choice wins over the system preference', () => {
    setMediaQueryMatcher((query) => query.includes('prefers-color-scheme: dark'));
    setStoredDarkMode(false);
    renderWithProviders(<ModeProbe />);
    expect(screen.getByRole('button')).toHaveTextContent('light');
  });

  it('toggling switches the palette and remembers it', () => {
    renderWithProviders(<ModeProbe />);
    expect(bodyBackground()).toBe(lightBackground);
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('dark');
    expect(bodyBackground()).toBe(darkBackground);
    expect(window.localStorage.getItem('darkMode')).toBe('true');
  });
});
