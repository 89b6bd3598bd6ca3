import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The attribute naming the Emotion rules a prerendered page's <style> already holds. Not
 * Emotion's own `data-emotion`: Emotion moves such tags around the head on start, and every
 * move of the page's whole stylesheet makes the browser parse it and restyle the page again.
 */
export const prerenderedStylesAttribute = 'data-prerendered-styles';

/** An Emotion cache that knows the prerendered rules are in the page and skips them. */
export function cacheWithPrerenderedStyles(): EmotionCache {
  const cache = createCache({ key: 'css' });
  for (const tag of document.querySelectorAll(`style[${prerenderedStylesAttribute}]`)) {
    for (const name of tag.getAttribute(prerenderedStylesAttribute)?.split(' ') ?? []) {
      cache.inserted[name] = true;
    }
  }
  return cache;
}
