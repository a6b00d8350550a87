/**
 * Builds the Studio into dist/studio-web (not dist/studio: tsc writes src/studio there), served at /studio by src/http/studio/app-page.ts.
 * `npm run build` runs it after tsc. No inline script or style ends up in index.html (the page's
 * CSP forbids them), and nothing is fetched from elsewhere at run time.
 */
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);

/**
 * The browser shares the flow document validator with the server (src/flows/document). A Node
 * built-in reaching the bundle would break it at run time in the browser, so it fails the build.
 */
function refuseNodeBuiltins(): Plugin {
  return {
    name: 'onward-refuse-node-builtins',
    enforce: 'pre',
    resolveId(source, importer) {
      if (builtins.has(source))
        this.error(
          `${importer ?? '?'} imports the Node built-in "${source}", which the Studio's browser bundle cannot use`,
        );
      return null;
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/studio/',
  plugins: [refuseNodeBuiltins(), react()],
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../../dist/studio-web', import.meta.url)),
    emptyOutDir: true,
    assetsDir: 'assets',
    // Small assets would be inlined as data: URLs; keep everything a file so the CSP stays 'self'.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    sourcemap: false,
    reportCompressedSize: false,
    // One chunk by design for now (React, React Flow, the shared validator, the builder): ~214 kB gzipped (bench/studio measures it).
    chunkSizeWarningLimit: 900,
  },
});
