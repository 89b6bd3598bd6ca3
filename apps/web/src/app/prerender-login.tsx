import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createMemoryRouter } from 'react-router';
import { App } from './app.tsx';
import { prerenderedStylesAttribute } from './prerendered-styles.ts';
import { routerReady } from './router-ready.ts';
import { routes } from './routes.tsx';

export type PrerenderedPage = {
  /** The markup of #root. */
  html: string;
  /** The page's critical CSS as one `<style>` for the head (see prerendered-styles.ts). */
  styleTags: string;
};

// Global styles (CssBaseline) come out inline as `<style data-emotion="css-global NAMES">`.
const globalStyleTag = /<style data-emotion="css-global ([^"]+)"[^>]*>([\s\S]*?)<\/style>/g;

/**
 * Build-time render of /login as the client's first render produces it (light mode, signed
 * out), so the page paints from the HTML alone and main.tsx hydrates it. Runs in Node.
 */
export async function prerenderLogin(): Promise<PrerenderedPage> {
  const router = createMemoryRouter(routes, { initialEntries: ['/login'] });
  await routerReady(router);
  const cache = createCache({ key: 'css' });
  // Compat mode keeps component styles in the cache instead of inline tags beside them.
  cache.compat = true;
  const markup = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <App router={router} />
      </CacheProvider>
    </StrictMode>,
  );
  const globals: string[] = [];
  // Inline style tags inside #root would break hydration: global styles move to the head.
  const html = markup.replace(globalStyleTag, (_tag, _names: string, css: string) => {
    globals.push(css);
    return '';
  });
  const inserted = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const names = inserted.map(([name]) => name).join(' ');
  const css = globals.join('') + inserted.map(([, rules]) => rules).join('');
  const styleTags = `<style ${prerenderedStylesAttribute}="${names}">${css}</style>`;
  return { html, styleTags };
}
