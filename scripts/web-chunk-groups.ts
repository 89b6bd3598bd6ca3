/**
 * How the web build groups modules into chunks (apps/web/vite.config.ts), for the
 * prerendered /login (docs/decisions/0008): few requests, and library chunks that
 * src/login-boot.ts can evaluate one task at a time.
 */

/** The sign-in page's own pieces: one chunk rather than a dozen small requests. */
const signInModules = [
  'features/auth/components/auth-alert.tsx',
  'features/auth/components/auth-footer.tsx',
  'features/auth/components/auth-form.tsx',
  'features/auth/components/auth-layout.tsx',
  'features/auth/components/auth-page-meta.tsx',
  'features/auth/components/email-field.tsx',
  'features/auth/components/google-button.tsx',
  'features/auth/components/password-field.tsx',
  'features/auth/components/router-link.tsx',
  'features/auth/hooks/use-complete-sign-in.ts',
  'features/auth/hooks/use-prerendered-form.ts',
  'features/auth/hooks/use-provider-sign-in.ts',
  'features/auth/api/auth-call.ts',
  'features/auth/api/google-sign-in.ts',
  'features/auth/api/login.ts',
  'components/logo.tsx',
  'components/page-meta.tsx',
];

/** What login-boot needs before the app's code: a small chunk fetched beside it. */
const prerenderCheckModules = [
  'lib/prerendered-page.ts',
  'lib/color-mode-preference.ts',
  'lib/storage.ts',
];

const inSrc = (modules: string[]) => (id: string) =>
  modules.some((module) => id.replaceAll('\\', '/').endsWith(`/src/${module}`));

type ChunkGroup = { name: string; test: RegExp | ((id: string) => boolean); tags?: '$initial'[] };

export const webChunkGroups: ChunkGroup[] = [
  // React DOM's CommonJS body runs in this chunk's own task (see app/react-dom-client.ts).
  {
    name: 'react-dom',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]react-dom-client\.ts$|rolldown[\\/]runtime/,
  },
  { name: 'prerender-check', test: inSrc(prerenderCheckModules) },
  // What every page starts with besides the entry module, in a few chunks; tagged
  // $initial so that no lazy page's code joins them.
  { name: 'react-router', test: /[\\/]node_modules[\\/]react-router[\\/]/, tags: ['$initial'] },
  { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] },
  {
    name: 'app',
    test: /[\\/]src[\\/](?!main\.tsx$|login-boot\.ts$).*\.tsx?$/,
    tags: ['$initial'],
  },
  { name: 'sign-in', test: inSrc(signInModules) },
  // One chunk per language rather than one per area's catalogue: a language is chosen
  // whole, so it arrives in one request.
  ...['de', 'fr', 'es'].map((locale) => ({
    name: `messages-${locale}`,
    test: new RegExp(`[\\\\/]messages[\\\\/]${locale}\\.json$`),
  })),
];
