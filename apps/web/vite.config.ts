import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { localesPlugin } from './scripts/locales-plugin';
import { plainIconsPlugin } from './scripts/plain-icons-plugin';

const rootPackage = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8'),
) as { version: string };

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

// APP_VERSION lets a build be told apart from the next one (update prompt, e2e of the SW).
const appVersion = process.env.APP_VERSION ?? rootPackage.version;

export default defineConfig({
  resolve: {
    alias: [
      // One file per MUI locale, so each language is its own chunk (the package exports only an
      // index of all of them, which would put every language in whichever chunk imports one).
      {
        find: '@mui-material-locale',
        replacement: path.join(packageDir('@mui/material'), 'locale'),
      },
      {
        find: '@mui-x-date-pickers-locale',
        replacement: path.join(packageDir('@mui/x-date-pickers'), 'locales'),
      },
      // React has the hook: no fallback copy in the entry chunk (src/app/sync-external-store.ts).
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: path.resolve(import.meta.dirname, 'src/app/sync-external-store.ts'),
      },
    ],
  },
  define: {
    __APP_VERSION__: JSON.stringify(appVersion),
  },
  build: {
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  plugins: [
    plainIconsPlugin(),
    react(),
    localesPlugin(path.resolve(import.meta.dirname, 'src/locales')),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      strategies: 'generateSW',
      filename: 'sw.js',
      includeAssets: ['favicon.svg', 'robots.txt'],
      manifest: {
        name: 'Селлер-офис WB',
        short_name: 'Селлер-офис',
        description: 'Бэк-офис продавца Wildberries',
        lang: 'ru',
        start_url: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#7b1fa2',
        icons: [
          { src: '/pwa-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Label packs included: the app starts offline in any language it has shown before.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}', 'assets/locales/**/*.json'],
        // Big chunks would otherwise be left out of the precache without a word.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
});
