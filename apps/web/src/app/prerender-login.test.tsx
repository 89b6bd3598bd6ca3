// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { prerenderLogin } from './prerender-login.tsx';
import { prerenderedStylesAttribute } from './prerendered-styles.ts';

describe('build-time prerender of /login', () => {
  it('renders the sign-in form with its texts, in Node without a window', async () => {
    expect(typeof window).toBe('undefined');
    const { html } = await prerenderLogin();
    expect(html).toContain('<h1');
    expect(html).toContain('Sign In');
    expect(html).toContain('Continue with Google');
    expect(html).toContain('Forgot your password?');
    expect(html).toContain('Create your free account');
    expect(html).toContain('Elevate your financial journey.');
    expect(html).toMatch(/<input[^>]*name="email"/);
    expect(html).toMatch(/<input[^>]*type="password"/);
  });

  it('keeps styles out of the markup and names every rule in one head style tag', async () => {
    const { html, styleTags } = await prerenderLogin();
    expect(html).not.toContain('<style');
    const tag = new RegExp(`^<style ${prerenderedStylesAttribute}="([^"]+)">([\\s\\S]+)</style>$`);
    const [, names = '', css = ''] = tag.exec(styleTags) ?? [];
    const named = new Set(names.split(' '));
    // Every class the markup uses came with its rules (an empty style has none to bring).
    for (const [, classes = ''] of html.matchAll(/class="([^"]*)"/g)) {
      for (const [, name = ''] of classes.matchAll(/\bcss-([\w-]+)/g)) {
        expect(named.has(name), name).toBe(true);
        if (name !== '0') expect(css).toContain(`.css-${name}`);
      }
    }
  });
});
