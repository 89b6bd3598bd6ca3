import { afterEach, describe, expect, it } from 'vitest';
import { cacheWithPrerenderedStyles, prerenderedStylesAttribute } from './prerendered-styles.ts';

afterEach(() => document.head.querySelectorAll('style').forEach((tag) => tag.remove()));

describe('prerendered styles', () => {
  it('marks the rules named by the prerendered style tag as already inserted', () => {
    const tag = document.createElement('style');
    tag.setAttribute(prerenderedStylesAttribute, 'abc123 def456');
    tag.textContent = '.css-abc123{color:red}.css-def456{color:blue}';
    document.head.append(tag);
    const cache = cacheWithPrerenderedStyles();
    expect(cache.inserted).toMatchObject({ abc123: true, def456: true });
    expect(cache.key).toBe('css');
  });

  it('leaves the tag where it is, so the browser does not parse it again', () => {
    const tag = document.createElement('style');
    tag.setAttribute(prerenderedStylesAttribute, 'abc123');
    document.head.append(tag);
    const after = document.createElement('meta');
    document.head.append(after);
    cacheWithPrerenderedStyles();
    expect(tag.nextSibling).toBe(after);
    after.remove();
  });
});
