import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageMeta } from './page-meta.tsx';

describe('PageMeta', () => {
  it('sets title, description, canonical link and JSON-LD, and removes the page-specific parts on leave', () => {
    const { unmount } = render(
      <PageMeta
        title="Sign In"
        description="Sign in to Elevate."
        path="/login"
        jsonLd={{ '@type': 'WebPage', name: 'Sign In' }}
      />,
    );
    expect(document.title).toBe('Sign In | Elevate');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Sign in to Elevate.',
    );
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/login`,
    );
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '')).toEqual({ '@type': 'WebPage', name: 'Sign In' });

    unmount();
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
