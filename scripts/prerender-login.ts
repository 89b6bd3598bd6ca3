/**
 * Vite build plugin: after the client build, renders /login at build time (see
 * apps/web/src/app/prerender-login.tsx and docs/decisions/0008) and writes login.html, the
 * shell with that markup, its critical CSS inline and the page's chunks preloaded. The
 * server sends it for /login, so the page paints before any script has run.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type PluginOption, type Plugin } from 'vite';

type OutputFile = { type: 'chunk' | 'asset'; fileName: string } & (
  | { type: 'chunk'; name: string; imports: string[]; facadeModuleId: string | null }
  | { type: 'asset'; source: string | Uint8Array }
);

const ssrEntry = 'src/app/prerender-login.tsx';
type PrerenderedPage = { html: string; styleTags: string };
/** What the server build of `ssrEntry` exports. */
type PrerenderModule = { prerenderLogin: () => Promise<PrerenderedPage> };
const loginPage = '/features/auth/routes/login-page.tsx';

/** Every chunk `fileName` imports statically, directly or not. */
function staticImports(bundle: Bundle, fileName: string): string[] {
  const found = new Set<string>();
  const visit = (name: string) => {
    const file = bundle[name];
    if (file?.type !== 'chunk') return;
    for (const imported of file.imports) {
      if (found.has(imported)) continue;
      found.add(imported);
      visit(imported);
    }
  };
  visit(fileName);
  return [...found];
}

/** The login page chunk and every chunk it imports statically, minus those in `known`. */
function loginChunks(bundle: Bundle, known: string): string[] {
  const page = Object.values(bundle).find(
    (file) => file.type === 'chunk' && file.facadeModuleId?.endsWith(loginPage),
  );
  if (!page) throw new Error('prerender-login: the login page chunk is missing from the build');
  return [page.fileName, ...staticImports(bundle, page.fileName)].filter(
    (fileName) => !known.includes(`/${fileName}`),
  );
}

/** The render-blocking stylesheet (the font faces) goes inline: one round trip less. */
async function inlineStylesheets(html: string, outDir: string): Promise<string> {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g)];
  let result = html;
  for (const [tag, href] of links) {
    const css = await readFile(path.join(outDir, href ?? ''), 'utf8');
    result = result.replace(tag, () => `<style>${css}</style>`);
  }
  return result;
}

async function renderPage(root: string, plugins: PluginOption[]): Promise<PrerenderedPage> {
  // Inside the app's node_modules so the server bundle resolves its external packages.
  const outDir = path.join(root, 'node_modules', `.prerender-${process.pid}-${Date.now()}`);
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      plugins,
      build: { ssr: ssrEntry, outDir, emptyOutDir: true, minify: false },
    });
    const url = pathToFileURL(path.join(outDir, 'prerender-login.js')).href;
    const module = (await import(url)) as PrerenderModule;
    return await module.prerenderLogin();
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

type Bundle = Record<string, OutputFile>;

/** `<link rel="modulepreload">` tags for `files`, with `extra` attributes. */
function modulePreloads(files: string[], extra = ''): string {
  return files
    .map((file) => `<link rel="modulepreload"${extra} crossorigin href="/${file}">`)
    .join('');
}

/** index.html turned into /login: markup, critical CSS, preloads, and the code deferred. */
function loginHtml(shell: string, page: PrerenderedPage, bundle: Bundle): string {
  const files = Object.values(bundle);
  const boot = files.find((file) => file.type === 'chunk' && file.name === 'login-boot');
  if (!boot) throw new Error('prerender-login: the login-boot entry is missing from the build');
  // The faces of the text above the fold, fetched at once: arriving after the first paint,
  // they would swap in and shift the page.
  const fonts = files
    .filter((file) => /roboto-latin-(400|500|700)-normal\.[\w-]+\.woff2$/.test(file.fileName))
    .map(
      (file) =>
        `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file.fileName}">`,
    )
    .join('');
  // The boot script's own imports load beside it rather than one after another.
  const bootTags =
    `<script type="module" async crossorigin src="/${boot.fileName}"></script>` +
    modulePreloads(staticImports(bundle, boot.fileName));
  // The app's code waits, inert, until login-boot sees the first paint; the entry's own
  // chunks are marked to be evaluated one per task before the entry (data-step).
  const code = [
    ...shell.matchAll(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g),
  ];
  let html = shell;
  for (const [tag] of code) html = html.replace(tag, '');
  const deferred =
    code
      .map(([tag]) =>
        tag.replace('<link rel="modulepreload" ', '<link rel="modulepreload" data-step '),
      )
      .join('') + modulePreloads(loginChunks(bundle, shell));
  // Replacer functions: the markup and CSS must not be read as `$&` patterns.
  return html
    .replace('</head>', () => `${fonts}${bootTags}${page.styleTags}</head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" data-prerendered="/login">${page.html}</div>`,
    )
    .replace('</body>', () => `<template id="deferred-code">${deferred}</template></body>`);
}

export function prerenderLogin(options: { plugins: PluginOption[] }): Plugin {
  let root = '';
  return {
    name: 'elevate:prerender-login',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async writeBundle(output, bundle) {
      if (!output.dir) return;
      const shell = await readFile(path.join(output.dir, 'index.html'), 'utf8');
      const page = await renderPage(root, options.plugins);
      const html = await inlineStylesheets(loginHtml(shell, page, bundle as Bundle), output.dir);
      await writeFile(path.join(output.dir, 'login.html'), html);
    },
  };
}
