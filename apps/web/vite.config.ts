import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { prerenderLogin } from '../../scripts/prerender-login.ts';
import { serviceWorkerOptions } from '../../scripts/service-worker-options.ts';
import { webChunkGroups } from '../../scripts/web-chunk-groups.ts';

// Chunk names follow docs/product/web-client.md: static/js/{chunk}.{hash}.chunk.js at the site root.
export default defineConfig({
  // The service worker is written last (closeBundle), after login.html: it precaches it too.
  plugins: [react(), prerenderLogin({ plugins: [react()] }), VitePWA(serviceWorkerOptions)],
  // Names this build: the offline cache saved by another build is dropped (decision 0059).
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(Date.now().toString(36)) },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'static',
    rolldownOptions: {
      // login-boot starts the prerendered /login (scripts/prerender-login.ts).
      input: { index: 'index.html', 'login-boot': 'src/login-boot.ts' },
      // @elevate/shared holds pure rules: a page importing one name (the login page's
      // tagline) must not evaluate the rest, e.g. the Intl formatters built at load time.
      treeshake: {
        moduleSideEffects: (id) => (id.includes('/packages/shared/src/') ? false : undefined),
      },
      output: {
        codeSplitting: { groups: webChunkGroups },
        entryFileNames: 'static/js/[name].[hash].js',
        chunkFileNames: 'static/js/[name].[hash].chunk.js',
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css'))
            ? 'static/css/[name].[hash][extname]'
            : 'static/media/[name].[hash][extname]',
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Worker threads start faster than the default child processes: a third off the suite.
    pool: 'threads',
  },
});
