import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { amplifyTheme } from './web/build/amplify-theme.ts';
import { flatImports } from './web/build/flat-imports.ts';
import { pageHtml } from './web/build/page-html.ts';
import { pathAliases } from './web/build/path-aliases.ts';

export default defineConfig({
  root: 'web',
  plugins: [react(), amplifyTheme(), flatImports(), pageHtml()],
  resolve: { alias: pathAliases },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The first chunk carries a preload list for every lazy page; keeping only the CSS entries (which
    // must be injected) stops it from growing with each page. A page's whole graph still loads in
    // parallel once its chunk arrives (flatImports names it in that chunk). Every es2022 browser
    // has modulepreload: no polyfill.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
    sourcemap: false,
  },
  server: { port: 5173, strictPort: true },
});
