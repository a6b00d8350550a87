/**
 * Builds the hosted resume page (the page a signed resume link opens) into dist/hosted-web: one
 * script, page.js, and one stylesheet, page.css, under fixed names. The server writes the page's
 * HTML itself (src/http/resume-links/page.ts: the language, the texts, the state of the link) and
 * serves these two files at /resume/assets/. `npm run build` runs it after the Studio's build.
 * No inline script or style, nothing fetched from elsewhere at run time (the page's CSP forbids both);
 * the server's types are imported as types only, so nothing of the server reaches the bundle.
 */
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);

/** A Node built-in reaching the bundle would break the page in the browser, so it fails the build. */
function refuseNodeBuiltins(): Plugin {
  return {
    name: 'onward-refuse-node-builtins',
    enforce: 'pre',
    resolveId(source, importer) {
      if (builtins.has(source))
        this.error(
          `${importer ?? '?'} imports the Node built-in "${source}", which the hosted page's browser bundle cannot use`,
        );
      return null;
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Relative: the page is served under /resume/ behind whatever prefix ONWARD_PUBLIC_URL names.
  base: './',
  plugins: [refuseNodeBuiltins()],
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../../dist/hosted-web', import.meta.url)),
    emptyOutDir: true,
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    sourcemap: false,
    reportCompressedSize: false,
    // The stylesheet page.ts imports comes out under the entry's name: page.css.
    cssCodeSplit: true,
    rollupOptions: {
      input: { page: fileURLToPath(new URL('src/page.ts', import.meta.url)) },
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: '[name].js',
        assetFileNames: '[name][extname]',
      },
    },
  },
});
